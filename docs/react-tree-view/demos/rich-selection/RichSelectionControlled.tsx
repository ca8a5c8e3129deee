import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const menu: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Roasted tomato soup (vegan)' },
      { id: 'croquettes', label: 'Ham croquettes' },
      { id: 'hummus', label: 'Hummus and flatbread (vegan)' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto (vegetarian)' },
      { id: 'curry', label: 'Chickpea curry (vegan)' },
      { id: 'steak', label: 'Sirloin steak' },
    ],
  },
];

const veganDishes = ['soup', 'hummus', 'curry'];

const isCourse = (item: TreeViewDefaultItemModelProperties) =>
  item.id === 'starters' || item.id === 'mains';

export default function RichSelectionControlled() {
  const [dishes, setDishes] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setDishes(veganDishes)}>
          Vegan menu
        </Button>
        <Button size="small" onClick={() => setDishes([])}>
          Clear order
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Restaurant menu"
        items={menu}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isCourse}
        selectedItems={dishes}
        onSelectedItemsChange={(_event, ids) => setDishes(ids)}
        defaultExpandedItems={['starters', 'mains']}
      />
    </Box>
  );
}
