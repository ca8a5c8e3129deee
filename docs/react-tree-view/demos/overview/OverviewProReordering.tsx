import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const onboardingChecklist: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'before-day-one',
    label: 'Before day one',
    children: [
      { id: 'laptop', label: 'Order a laptop' },
      { id: 'accounts', label: 'Create email and chat accounts' },
      { id: 'buddy', label: 'Assign an onboarding buddy' },
    ],
  },
  {
    id: 'first-week',
    label: 'First week',
    children: [
      { id: 'security', label: 'Security training' },
      { id: 'codebase', label: 'Codebase walkthrough' },
    ],
  },
  { id: 'first-month', label: 'First month', children: [{ id: 'review', label: '30-day review' }] },
];

export default function OverviewProReordering() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro
        items={onboardingChecklist}
        itemsReordering
        defaultExpandedItems={['before-day-one', 'first-week']}
      />
    </Box>
  );
}
