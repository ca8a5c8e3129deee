import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const changelog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'v3.2',
    label: 'Version 3.2',
    children: [
      { id: 'v3.2-export', label: 'Export reports as PDF' },
      { id: 'v3.2-sso', label: 'Single sign-on for teams' },
    ],
  },
  {
    id: 'v3.1',
    label: 'Version 3.1',
    children: [
      { id: 'v3.1-dark', label: 'Dark mode' },
      { id: 'v3.1-fix', label: 'Fixed slow search on large projects' },
    ],
  },
];

export default function RichCustomStyling() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Release notes"
        items={changelog}
        defaultExpandedItems={['v3.2']}
        itemChildrenIndentation={24}
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 2,
            mb: 0.5,
            border: '1px solid',
            borderColor: 'divider',
          },
          [`& .${treeItemClasses.content}[data-expanded]`]: {
            bgcolor: 'action.hover',
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            borderColor: 'primary.main',
          },
          [`& .${treeItemClasses.content}[data-focused]`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          [`& .${treeItemClasses.label}`]: { fontSize: '0.9rem' },
        }}
      />
    </Box>
  );
}
