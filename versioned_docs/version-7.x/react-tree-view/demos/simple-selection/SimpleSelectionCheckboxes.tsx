import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckboxes() {
  return (
    <SimpleTreeView
      aria-label="Folders to back up"
      checkboxSelection
      multiSelect
      defaultSelectedItems={['photos-2023', 'documents']}
      defaultExpandedItems={['photos']}
    >
      <TreeItem itemId="documents" label="Documents" />
      <TreeItem itemId="photos" label="Photos">
        <TreeItem itemId="photos-2022" label="2022" />
        <TreeItem itemId="photos-2023" label="2023" />
        <TreeItem itemId="photos-2024" label="2024" />
      </TreeItem>
      <TreeItem itemId="music" label="Music" />
      <TreeItem itemId="downloads" label="Downloads" />
    </SimpleTreeView>
  );
}
