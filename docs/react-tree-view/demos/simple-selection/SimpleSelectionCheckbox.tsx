import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckbox() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Newsletter topics"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['product', 'community']}
        defaultSelectedItems={['product-releases']}
      >
        <TreeItem itemId="product" label="Product news">
          <TreeItem itemId="product-releases" label="Release notes" />
          <TreeItem itemId="product-roadmap" label="Roadmap updates" />
        </TreeItem>
        <TreeItem itemId="community" label="Community">
          <TreeItem itemId="community-events" label="Meetups and events" />
          <TreeItem itemId="community-showcase" label="Customer showcase" />
        </TreeItem>
        <TreeItem itemId="offers" label="Special offers" />
      </SimpleTreeView>
    </Box>
  );
}
