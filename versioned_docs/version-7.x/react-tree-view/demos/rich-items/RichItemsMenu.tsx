import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Roasted pumpkin soup' },
      { id: 'salad', label: 'Beetroot and feta salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      {
        id: 'vegetarian',
        label: 'Vegetarian',
        children: [
          { id: 'gnocchi', label: 'Sage butter gnocchi' },
          { id: 'dal', label: 'Red lentil dal' },
        ],
      },
      { id: 'trout', label: 'Grilled trout' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

export default function RichItemsMenu() {
  return <RichTreeView aria-label="Menu" items={menu} defaultExpandedItems={['mains']} />;
}
