import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const sitemap: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'home',
    label: 'Home',
    children: [
      {
        id: 'shop',
        label: 'Shop',
        children: [
          { id: 'shop-new', label: 'New arrivals' },
          { id: 'shop-sale', label: 'Sale' },
        ],
      },
      { id: 'about', label: 'About us' },
      { id: 'contact', label: 'Contact' },
    ],
  },
];

export default function RichSelectionDisabled() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Site map"
        items={sitemap}
        disableSelection
        defaultExpandedItems={['home', 'shop']}
      />
    </Box>
  );
}
