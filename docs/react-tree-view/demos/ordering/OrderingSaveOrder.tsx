import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view-pro';

type Chapter = TreeViewDefaultItemModelProperties;

const defaultOutline: Chapter[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    children: [
      { id: 'mission', label: 'Our mission' },
      { id: 'history', label: 'Company history' },
    ],
  },
  {
    id: 'policies',
    label: 'Policies',
    children: [
      { id: 'leave', label: 'Annual leave' },
      { id: 'expenses', label: 'Expenses' },
      { id: 'remote', label: 'Remote work' },
    ],
  },
];

function outlineToText(chapters: Chapter[], depth = 0): string[] {
  return chapters.flatMap((chapter) => [
    `${'  '.repeat(depth)}${chapter.label}`,
    ...outlineToText(chapter.children ?? [], depth + 1),
  ]);
}

export default function OrderingSaveOrder() {
  const apiRef = useRichTreeViewProApiRef();
  // What your app would store: the outline as confirmed after each move.
  const [outline, setOutline] = React.useState<Chapter[]>(defaultOutline);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Staff handbook outline"
          apiRef={apiRef}
          items={outline}
          itemsReordering
          defaultExpandedItems={['welcome', 'policies']}
          onItemPositionChange={() => {
            // The tree has already applied the move: read the reordered tree back.
            const nextOutline = apiRef.current?.getItemTree();
            if (nextOutline) {
              setOutline(nextOutline);
            }
          }}
        />
        <Button size="small" onClick={() => setOutline(defaultOutline)} sx={{ mt: 1 }}>
          Restore the default order
        </Button>
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">Saved outline</Typography>
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 13, color: 'text.secondary', whiteSpace: 'pre-wrap' }}
        >
          {outlineToText(outline).join('\n')}
        </Box>
      </Box>
    </Box>
  );
}
