import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartFirstSimpleTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <SimpleTreeView aria-label="Mailbox folders">
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-invoices" label="Invoices" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="archive" label="Archive">
          <TreeItem itemId="archive-2024" label="2024" />
          <TreeItem itemId="archive-2023" label="2023" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
