import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const departments: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'engineering-platform', label: 'Platform team' },
      { id: 'engineering-mobile', label: 'Mobile team' },
      { id: 'engineering-qa', label: 'Quality assurance' },
    ],
  },
  {
    id: 'operations',
    label: 'Operations',
    children: [
      { id: 'operations-logistics', label: 'Logistics' },
      { id: 'operations-facilities', label: 'Facilities' },
    ],
  },
  { id: 'finance', label: 'Finance' },
  { id: 'legal', label: 'Legal' },
];

export default function RichItemsDepartments() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        defaultExpandedItems={['engineering']}
      />
    </Box>
  );
}
