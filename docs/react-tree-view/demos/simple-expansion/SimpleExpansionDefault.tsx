import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionDefault() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Library classification"
        defaultExpandedItems={['500', '590']}
      >
        <TreeItem itemId="500" label="500 Natural sciences">
          <TreeItem itemId="520" label="520 Astronomy" />
          <TreeItem itemId="530" label="530 Physics" />
          <TreeItem itemId="590" label="590 Zoology">
            <TreeItem itemId="595" label="595 Arthropods" />
            <TreeItem itemId="598" label="598 Birds" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="600" label="600 Technology">
          <TreeItem itemId="610" label="610 Medicine" />
          <TreeItem itemId="640" label="640 Home economics" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
