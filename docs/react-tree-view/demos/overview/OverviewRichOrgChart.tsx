import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ceo',
    label: 'Amara Okafor — Chief Executive',
    children: [
      {
        id: 'cto',
        label: 'Lukas Brandt — CTO',
        children: [
          { id: 'eng-web', label: 'Web platform (8 people)' },
          { id: 'eng-mobile', label: 'Mobile apps (5 people)' },
          { id: 'eng-data', label: 'Data engineering (4 people)' },
        ],
      },
      {
        id: 'cfo',
        label: 'Priya Raman — CFO',
        children: [
          { id: 'fin-accounts', label: 'Accounts payable (3 people)' },
          { id: 'fin-payroll', label: 'Payroll (2 people)' },
        ],
      },
      {
        id: 'coo',
        label: 'Diego Hernández — COO',
        children: [
          { id: 'ops-support', label: 'Customer support (12 people)' },
          { id: 'ops-warehouse', label: 'Warehouse (20 people)' },
        ],
      },
    ],
  },
];

export default function OverviewRichOrgChart() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView items={orgChart} defaultExpandedItems={['ceo', 'cto']} />
    </Box>
  );
}
