import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsConditional() {
  const [isAdmin, setIsAdmin] = React.useState(false);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)} />}
        label="Signed in as an administrator"
      />
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account', 'workspace']}>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="account-profile" label="Profile" />
          <TreeItem itemId="account-notifications" label="Notifications" />
        </TreeItem>
        <TreeItem itemId="workspace" label="Workspace">
          <TreeItem itemId="workspace-appearance" label="Appearance" />
          {isAdmin ? <TreeItem itemId="workspace-members" label="Members and roles" /> : null}
          {isAdmin ? <TreeItem itemId="workspace-billing" label="Billing" /> : null}
        </TreeItem>
        {isAdmin ? (
          <TreeItem itemId="audit" label="Audit log">
            <TreeItem itemId="audit-logins" label="Sign-ins" />
            <TreeItem itemId="audit-exports" label="Data exports" />
          </TreeItem>
        ) : null}
      </SimpleTreeView>
    </Box>
  );
}
