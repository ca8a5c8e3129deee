import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A TreeItem with rounded, tinted content and a guide line along its children.
const GuidedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.secondary.main, 0.16),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.9rem',
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
}));

export default function SimpleCustomStyles() {
  return (
    <SimpleTreeView aria-label="Garden beds" defaultExpandedItems={['beds', 'bed-a']}>
      <GuidedTreeItem itemId="beds" label="Raised beds">
        <GuidedTreeItem itemId="bed-a" label="Bed A">
          <GuidedTreeItem itemId="bed-a-tomatoes" label="Tomatoes" />
          <GuidedTreeItem itemId="bed-a-basil" label="Basil" />
        </GuidedTreeItem>
        <GuidedTreeItem itemId="bed-b" label="Bed B">
          <GuidedTreeItem itemId="bed-b-beans" label="Runner beans" />
        </GuidedTreeItem>
      </GuidedTreeItem>
      <GuidedTreeItem itemId="greenhouse" label="Greenhouse" />
    </SimpleTreeView>
  );
}
