import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const services: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'payments',
    label: 'Payments',
    children: [
      { id: 'payments-cards', label: 'Card processing' },
      { id: 'payments-refunds', label: 'Refunds' },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    children: [
      { id: 'notifications-email', label: 'Email' },
      { id: 'notifications-sms', label: 'SMS' },
    ],
  },
];

export default function ApiObjectDisableItem() {
  const apiRef = useRichTreeViewApiRef();
  const [maintenance, setMaintenance] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setMaintenance(event.target.checked);
    // Disabling an item also disables its descendants.
    apiRef.current?.setIsItemDisabled({
      itemId: 'notifications',
      shouldBeDisabled: event.target.checked,
    });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={maintenance} onChange={handleChange} />}
        label="Notifications under maintenance"
      />
      <RichTreeView
        aria-label="Services"
        apiRef={apiRef}
        items={services}
        defaultExpandedItems={['payments', 'notifications']}
      />
    </Box>
  );
}
