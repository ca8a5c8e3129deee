import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface StorageItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Disk usage shown at the end of the row. */
  size: string;
}

const StorageItem = React.forwardRef(function StorageItem(
  props: StorageItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, size, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {size}
          </Typography>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomSimpleTree() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 400 }}>
      <SimpleTreeView aria-label="Disk usage" defaultExpandedItems={['home', 'home-videos']}>
        <StorageItem itemId="home" label="home" size="184 GB">
          <StorageItem itemId="home-videos" label="Videos" size="121 GB">
            <StorageItem itemId="videos-wedding" label="wedding-4k.mov" size="64 GB" />
            <StorageItem itemId="videos-drone" label="drone-footage" size="57 GB" />
          </StorageItem>
          <StorageItem itemId="home-photos" label="Photos" size="48 GB" />
          <StorageItem itemId="home-documents" label="Documents" size="15 GB" />
        </StorageItem>
        <StorageItem itemId="system" label="System" size="32 GB" />
      </SimpleTreeView>
    </Box>
  );
}
