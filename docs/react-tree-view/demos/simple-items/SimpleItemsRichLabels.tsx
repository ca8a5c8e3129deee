import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function FolderLabel({ name, unread }: { name: string; unread: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <span>{name}</span>
      {unread > 0 ? <Chip size="small" color="primary" label={unread} /> : null}
    </Stack>
  );
}

export default function SimpleItemsRichLabels() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Mail folders with unread counts" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<FolderLabel name="Inbox" unread={14} />}>
          <TreeItem itemId="inbox-team" label={<FolderLabel name="Team updates" unread={9} />} />
          <TreeItem itemId="inbox-billing" label={<FolderLabel name="Billing" unread={2} />} />
          <TreeItem itemId="inbox-travel" label={<FolderLabel name="Travel" unread={0} />} />
        </TreeItem>
        <TreeItem itemId="outbox" label={<FolderLabel name="Outbox" unread={0} />} />
        <TreeItem itemId="spam" label={<FolderLabel name="Spam" unread={31} />} />
      </SimpleTreeView>
    </Box>
  );
}
