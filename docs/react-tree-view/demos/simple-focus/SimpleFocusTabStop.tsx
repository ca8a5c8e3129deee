import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusTabStop() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <TextField size="small" label="Search products" sx={{ mb: 1 }} />
      <SimpleTreeView
        aria-label="Sports shop"
        defaultExpandedItems={['cycling']}
        defaultSelectedItems="cycling-helmets"
      >
        <TreeItem itemId="running" label="Running">
          <TreeItem itemId="running-shoes" label="Shoes" />
          <TreeItem itemId="running-watches" label="Watches" />
        </TreeItem>
        <TreeItem itemId="cycling" label="Cycling">
          <TreeItem itemId="cycling-bikes" label="Bikes" />
          <TreeItem itemId="cycling-helmets" label="Helmets" />
          <TreeItem itemId="cycling-lights" label="Lights" />
        </TreeItem>
        <TreeItem itemId="swimming" label="Swimming" />
      </SimpleTreeView>
    </Box>
  );
}
