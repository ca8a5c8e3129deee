import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const inbox: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'today',
    label: 'Today',
    children: [
      { id: 'msg-invoice', label: 'Invoice #2291 from Nordic Paper' },
      { id: 'msg-standup', label: 'Stand-up moved to 10:30' },
      { id: 'msg-newsletter', label: 'Weekly product newsletter' },
    ],
  },
  {
    id: 'yesterday',
    label: 'Yesterday',
    children: [
      { id: 'msg-offer', label: 'Your offer was accepted' },
      { id: 'msg-promo', label: 'Spring sale: 20% off' },
    ],
  },
];

const promotional = ['msg-newsletter', 'msg-promo'];

export default function ApiObjectSelection() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);

  const selectPromotional = (event: React.MouseEvent) => {
    promotional.forEach((itemId) =>
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      }),
    );
  };

  const selectOnlyInvoice = (event: React.MouseEvent) => {
    // Without keepExistingSelection, the other items are deselected.
    apiRef.current?.setItemSelection({ event, itemId: 'msg-invoice', shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={selectPromotional}>
          Add promotional mail
        </Button>
        <Button size="small" onClick={selectOnlyInvoice}>
          Only the invoice
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Selected: {selected.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        aria-label="Inbox"
        apiRef={apiRef}
        items={inbox}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['today', 'yesterday']}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
      />
    </Box>
  );
}
