import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartSimpleTree() {
  return (
    <SimpleTreeView aria-label="Office floors">
      <TreeItem itemId="ground" label="Ground floor">
        <TreeItem itemId="reception" label="Reception" />
        <TreeItem itemId="canteen" label="Canteen" />
      </TreeItem>
      <TreeItem itemId="first" label="First floor">
        <TreeItem itemId="finance" label="Finance" />
        <TreeItem itemId="legal" label="Legal" />
        <TreeItem itemId="meeting-rooms" label="Meeting rooms">
          <TreeItem itemId="room-aurora" label="Aurora" />
          <TreeItem itemId="room-borealis" label="Borealis" />
        </TreeItem>
      </TreeItem>
      <TreeItem itemId="roof" label="Roof terrace" />
    </SimpleTreeView>
  );
}
