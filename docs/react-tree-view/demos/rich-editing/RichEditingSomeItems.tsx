import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Mailbox {
  id: string;
  label: string;
  system?: boolean;
  children?: Mailbox[];
}

const mailboxes: Mailbox[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    system: true,
    children: [
      { id: 'inbox-landlord', label: 'Landlord' },
      { id: 'inbox-school', label: 'School newsletters' },
    ],
  },
  { id: 'sent', label: 'Sent', system: true },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects-kitchen', label: 'Kitchen renovation' },
      { id: 'projects-garden', label: 'Garden shed' },
    ],
  },
];

// System folders keep their names; folders created by the user can be renamed.
const isUserFolder = (mailbox: Mailbox) => !mailbox.system;

export default function RichEditingSomeItems() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Mailboxes"
        items={mailboxes}
        isItemEditable={isUserFolder}
        defaultExpandedItems={['inbox', 'projects']}
      />
    </Box>
  );
}
