import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Playlist = TreeViewDefaultItemModelProperties;

const initialPlaylists: Playlist[] = [
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'workout-warmup', label: 'Warm-up mix' },
      { id: 'workout-intervals', label: 'Interval training' },
    ],
  },
  {
    id: 'evening',
    label: 'Evening',
    children: [{ id: 'evening-jazz', label: 'Quiet jazz' }],
  },
];

function renameInTree(items: Playlist[], itemId: string, label: string): Playlist[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameInTree(item.children, itemId, label) } : item;
  });
}

export default function RichEditingSaveLabels() {
  const [playlists, setPlaylists] = React.useState(initialPlaylists);
  const [lastChange, setLastChange] = React.useState('Double-click a playlist to rename it.');

  const handleLabelChange = (itemId: string, newLabel: string) => {
    // The tree already shows the new label: save it in your own data too.
    setPlaylists((previous) => renameInTree(previous, itemId, newLabel));
    setLastChange(`onItemLabelChange("${itemId}", "${newLabel}")`);
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary', fontFamily: 'monospace' }}>
        {lastChange}
      </Typography>
      <RichTreeView
        aria-label="Playlists"
        items={playlists}
        isItemEditable
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['workout', 'evening']}
      />
    </Box>
  );
}
