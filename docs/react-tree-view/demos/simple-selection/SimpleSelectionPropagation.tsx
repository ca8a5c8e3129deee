import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionPropagation() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Backup selection"
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        defaultExpandedItems={['documents', 'photos']}
      >
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="documents-tax" label="Tax returns" />
          <TreeItem itemId="documents-contracts" label="Contracts" />
          <TreeItem itemId="documents-cv" label="CV drafts" />
        </TreeItem>
        <TreeItem itemId="photos" label="Photos">
          <TreeItem itemId="photos-wedding" label="Wedding 2023" />
          <TreeItem itemId="photos-iceland" label="Iceland trip" />
        </TreeItem>
        <TreeItem itemId="music" label="Music">
          <TreeItem itemId="music-vinyl" label="Vinyl rips" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
