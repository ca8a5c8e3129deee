import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const airports: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'spain',
    label: 'Spain',
    children: [
      { id: 'MAD', label: 'Madrid Barajas' },
      { id: 'MAH', label: 'Menorca' },
      { id: 'VLC', label: 'Valencia' },
      { id: 'BCN', label: 'Barcelona El Prat' },
      { id: 'BIO', label: 'Bilbao' },
    ],
  },
  {
    id: 'sweden',
    label: 'Sweden',
    children: [
      { id: 'ARN', label: 'Stockholm Arlanda' },
      { id: 'GOT', label: 'Gothenburg Landvetter' },
    ],
  },
];

export default function RichFocusTypeahead() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Airports by country"
        items={airports}
        defaultExpandedItems={['spain', 'sweden']}
      />
    </Box>
  );
}
