import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomStyling() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Documentation navigation"
        defaultExpandedItems={['guides']}
        defaultSelectedItems="guides-deploy"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 0,
            borderInlineStart: '3px solid transparent',
            py: 0.75,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            borderInlineStartColor: 'primary.main',
            color: 'primary.main',
            fontWeight: 600,
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.875rem',
            fontWeight: 'inherit',
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            borderInlineStart: '1px dashed',
            borderColor: 'divider',
            marginInlineStart: 2,
          },
        }}
      >
        <TreeItem itemId="getting-started" label="Getting started" />
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="guides-auth" label="Authentication" />
          <TreeItem itemId="guides-deploy" label="Deploying to production" />
          <TreeItem itemId="guides-webhooks" label="Webhooks" />
        </TreeItem>
        <TreeItem itemId="reference" label="API reference">
          <TreeItem itemId="reference-orders" label="Orders" />
          <TreeItem itemId="reference-customers" label="Customers" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
