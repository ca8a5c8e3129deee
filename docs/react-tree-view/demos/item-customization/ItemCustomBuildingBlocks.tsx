import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
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

const checklist: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'move',
    label: 'Office move',
    children: [
      {
        id: 'move-it',
        label: 'IT',
        children: [
          { id: 'move-it-network', label: 'Install network switches' },
          { id: 'move-it-desks', label: 'Set up hot desks' },
        ],
      },
      {
        id: 'move-facilities',
        label: 'Facilities',
        children: [
          { id: 'move-facilities-keys', label: 'Cut new keys' },
          { id: 'move-facilities-signs', label: 'Order signage' },
          { id: 'move-facilities-plants', label: 'Bring the plants' },
        ],
      },
    ],
  },
];

interface ChecklistItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const ChecklistItem = React.forwardRef(function ChecklistItem(
  props: ChecklistItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // For a parent, show how many direct children it has.
  const childCount = status.expandable ? publicAPI.getItemOrderedChildrenIds(itemId).length : 0;

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable ? (
            <Chip size="small" variant="outlined" label={`${childCount} steps`} />
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomBuildingBlocks() {
  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 400 }}>
      <RichTreeView
        aria-label="Office move checklist"
        items={checklist}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['move', 'move-it', 'move-facilities']}
        slots={{ item: ChecklistItem }}
      />
    </Box>
  );
}
