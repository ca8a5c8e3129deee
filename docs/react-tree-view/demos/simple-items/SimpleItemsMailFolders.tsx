import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsMailFolders() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-clients" label="Clients">
            <TreeItem itemId="inbox-clients-harbor" label="Harbor Logistics" />
            <TreeItem itemId="inbox-clients-greenleaf" label="Greenleaf Bakery" />
          </TreeItem>
          <TreeItem itemId="inbox-receipts" label="Receipts" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="spam" label="Spam" />
        <TreeItem itemId="trash" label="Trash" />
      </SimpleTreeView>
    </Box>
  );
}
