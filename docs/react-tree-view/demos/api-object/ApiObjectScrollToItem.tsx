import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// A year of monthly expense reports, three per month.
const reports: TreeViewDefaultItemModelProperties[] = months.map((month, monthIndex) => ({
  id: `m${monthIndex + 1}`,
  label: `${month} 2025`,
  children: ['Travel', 'Meals', 'Software'].map((category) => ({
    id: `m${monthIndex + 1}-${category.toLowerCase()}`,
    label: `${category} — ${month}`,
  })),
}));

const allMonthIds = reports.map((report) => report.id);

export default function ApiObjectScrollToItem() {
  const apiRef = useRichTreeViewApiRef();

  const goTo = (event: React.MouseEvent, itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={(event) => goTo(event, 'm1-travel')}>
          January travel
        </Button>
        <Button size="small" onClick={(event) => goTo(event, 'm9-meals')}>
          September meals
        </Button>
        <Button size="small" onClick={(event) => goTo(event, 'm12-software')}>
          December software
        </Button>
      </Stack>
      <Box sx={{ height: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView
          aria-label="Expense reports"
          apiRef={apiRef}
          items={reports}
          defaultExpandedItems={allMonthIds}
        />
      </Box>
    </Box>
  );
}
