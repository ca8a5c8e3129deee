import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const faq: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'shipping',
    label: 'Shipping',
    children: [
      { id: 'shipping-time', label: 'Orders ship within two working days' },
      { id: 'shipping-abroad', label: 'We deliver to 30 countries' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      { id: 'returns-window', label: 'Return unused items within 30 days' },
      { id: 'returns-label', label: 'Print a prepaid label from your account' },
    ],
  },
  {
    id: 'payments',
    label: 'Payments',
    children: [{ id: 'payments-cards', label: 'We accept cards and bank transfers' }],
  },
];

const rootIds = new Set(faq.map((item) => item.id));

export default function RichExpansionAccordion() {
  const [expanded, setExpanded] = React.useState<string[]>(['shipping']);

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView
        aria-label="Help topics"
        items={faq}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => {
          const opened = ids.find((id) => !expanded.includes(id));
          // Opening a top-level topic closes the others.
          setExpanded(opened && rootIds.has(opened) ? [opened] : ids);
        }}
      />
    </Box>
  );
}
