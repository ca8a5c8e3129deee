import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function OverviewSimpleProjectFiles() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <SimpleTreeView defaultExpandedItems={['src', 'src-components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-components-header" label="Header.tsx" />
            <TreeItem itemId="src-components-cart" label="CartDrawer.tsx" />
          </TreeItem>
          <TreeItem itemId="src-pages" label="pages">
            <TreeItem itemId="src-pages-index" label="index.tsx" />
            <TreeItem itemId="src-pages-checkout" label="checkout.tsx" />
          </TreeItem>
          <TreeItem itemId="src-main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public-favicon" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package-json" label="package.json" />
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
