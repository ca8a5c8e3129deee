import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const projectFiles: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Button.tsx', label: 'Button.tsx' },
          { id: 'src/components/Dialog.tsx', label: 'Dialog.tsx' },
        ],
      },
      {
        id: 'src/hooks',
        label: 'hooks',
        children: [{ id: 'src/hooks/useCart.ts', label: 'useCart.ts' }],
      },
      { id: 'src/index.tsx', label: 'index.tsx' },
    ],
  },
  {
    id: 'docs',
    label: 'docs',
    children: [
      { id: 'docs/architecture.md', label: 'architecture.md' },
      { id: 'docs/deployment.md', label: 'deployment.md' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'tsconfig.json', label: 'tsconfig.json' },
];

export default function TreeKeyboardNavigation() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography id="keyboard-tree-title" variant="subtitle1" component="h3">
          Project files
        </Typography>
        <RichTreeView
          aria-labelledby="keyboard-tree-title"
          items={projectFiles}
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 220px', p: 2 }}>
        <Typography variant="subtitle2">Focused item</Typography>
        <Typography
          variant="body2"
          data-testid="focused-item"
          sx={{ fontFamily: 'monospace', mb: 2 }}
        >
          {focusedItem ?? 'none'}
        </Typography>
        <Typography variant="subtitle2">Selected items ({selectedItems.length})</Typography>
        <Typography
          variant="body2"
          data-testid="selected-items"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
        </Typography>
      </Paper>
    </Box>
  );
}
