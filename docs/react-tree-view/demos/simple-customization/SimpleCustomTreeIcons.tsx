import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const PlusSquareIcon = createSvgIcon(
  <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5H5zm6 3h2v3h3v2h-3v3h-2v-3H8v-2h3V8z" />,
  'PlusSquare',
);

const MinusSquareIcon = createSvgIcon(
  <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5H5zm3 6h8v2H8v-2z" />,
  'MinusSquare',
);

const DotIcon = createSvgIcon(<circle cx="12" cy="12" r="3" />, 'Dot');

export default function SimpleCustomTreeIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Warehouse locations"
        defaultExpandedItems={['hall-a']}
        slots={{ expandIcon: PlusSquareIcon, collapseIcon: MinusSquareIcon, endIcon: DotIcon }}
      >
        <TreeItem itemId="hall-a" label="Hall A">
          <TreeItem itemId="aisle-a1" label="Aisle A1">
            <TreeItem itemId="shelf-a1-01" label="Shelf A1-01" />
            <TreeItem itemId="shelf-a1-02" label="Shelf A1-02" />
          </TreeItem>
          <TreeItem itemId="aisle-a2" label="Aisle A2" />
        </TreeItem>
        <TreeItem itemId="hall-b" label="Hall B">
          <TreeItem itemId="aisle-b1" label="Aisle B1" />
        </TreeItem>
        <TreeItem itemId="loading-dock" label="Loading dock" />
      </SimpleTreeView>
    </Box>
  );
}
