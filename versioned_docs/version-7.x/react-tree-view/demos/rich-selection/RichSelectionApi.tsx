import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const topics: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'refund', label: 'Ask for a refund' },
      { id: 'receipt', label: 'Get a receipt' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'password', label: 'Reset my password' },
      { id: 'delete', label: 'Delete my account' },
    ],
  },
];

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          onClick={(event) => {
            // The item must be rendered: expand its parent first.
            apiRef.current?.setItemExpansion(event, 'account', true);
            apiRef.current?.selectItem({ event, itemId: 'password', shouldBeSelected: true });
          }}
        >
          Select &quot;Reset my password&quot;
        </Button>
        <Button
          size="small"
          onClick={(event) =>
            apiRef.current?.selectItem({ event, itemId: 'password', shouldBeSelected: false })
          }
        >
          Deselect it
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Help topics"
        items={topics}
        apiRef={apiRef}
        defaultExpandedItems={['billing']}
      />
    </Stack>
  );
}
