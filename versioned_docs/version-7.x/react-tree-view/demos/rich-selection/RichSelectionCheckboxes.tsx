import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const permissions: TreeViewBaseItem[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    children: [
      { id: 'invoices.read', label: 'View invoices' },
      { id: 'invoices.write', label: 'Create and edit invoices' },
      { id: 'invoices.approve', label: 'Approve invoices' },
    ],
  },
  {
    id: 'payroll',
    label: 'Payroll',
    children: [
      { id: 'payroll.read', label: 'View payslips' },
      { id: 'payroll.run', label: 'Run payroll' },
    ],
  },
];

export default function RichSelectionCheckboxes() {
  const [granted, setGranted] = React.useState<string[]>(['invoices.read']);

  return (
    <Stack spacing={1}>
      <RichTreeView
        aria-label="Permissions of the role"
        items={permissions}
        multiSelect
        checkboxSelection
        selectedItems={granted}
        onSelectedItemsChange={(_event, itemIds) => setGranted(itemIds)}
        defaultExpandedItems={['invoices', 'payroll']}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Granted: {granted.length > 0 ? granted.join(', ') : 'nothing'}
      </Typography>
    </Stack>
  );
}
