import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const repository: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/app.tsx', label: 'app.tsx' },
      { id: 'src/router.ts', label: 'router.ts' },
      { id: 'src/store.ts', label: 'store.ts' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [
      { id: 'tests/app.test.tsx', label: 'app.test.tsx' },
      { id: 'tests/router.test.ts', label: 'router.test.ts' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
];

export default function RichSelectionMultiple() {
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Files to stage ({files.length}): {files.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        aria-label="Repository files"
        items={repository}
        multiSelect
        defaultExpandedItems={['src', 'tests']}
        selectedItems={files}
        onSelectedItemsChange={(_event, ids) => setFiles(ids)}
      />
    </Box>
  );
}
