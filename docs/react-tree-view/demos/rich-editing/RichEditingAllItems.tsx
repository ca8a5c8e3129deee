import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const bookmarks: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      { id: 'reading-css', label: 'Modern CSS layouts' },
      { id: 'reading-a11y', label: 'Accessible tree widgets' },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    children: [
      { id: 'tools-regex', label: 'Regex tester' },
      { id: 'tools-color', label: 'Contrast checker' },
    ],
  },
];

export default function RichEditingAllItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={bookmarks}
        isItemEditable
        defaultExpandedItems={['reading', 'tools']}
      />
    </Box>
  );
}
