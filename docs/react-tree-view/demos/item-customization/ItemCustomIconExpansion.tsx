import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
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
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const forum: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'announcements',
    label: 'Announcements',
    children: [
      { id: 'ann-maintenance', label: 'Scheduled maintenance on Sunday' },
      { id: 'ann-rules', label: 'Updated community rules' },
    ],
  },
  {
    id: 'help',
    label: 'Help and questions',
    children: [
      { id: 'help-export', label: 'How do I export my data?' },
      { id: 'help-sso', label: 'SSO with Azure AD' },
    ],
  },
];

interface ForumItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const ForumItem = React.forwardRef(function ForumItem(
  props: ForumItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
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
        <TreeItemContent
          {...getContentProps()}
          sx={{ fontWeight: status.expandable ? 600 : 400, py: status.expandable ? 1 : 0.5 }}
        >
          <TreeItemIconContainer
            {...getIconContainerProps()}
            sx={{ bgcolor: status.expandable ? 'action.selected' : 'transparent', borderRadius: 1 }}
          >
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} sx={{ fontWeight: 'inherit' }} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomIconExpansion() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 400 }}>
      <RichTreeView
        aria-label="Forum"
        items={forum}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['announcements']}
        slots={{ item: ForumItem }}
      />
    </Box>
  );
}
