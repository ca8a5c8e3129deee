import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const infrastructure: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'eu-west',
    label: 'eu-west',
    children: [
      {
        id: 'eu-west-prod',
        label: 'production cluster',
        children: [
          { id: 'eu-west-prod-web', label: 'web (6 pods)' },
          { id: 'eu-west-prod-queue', label: 'queue (2 pods)' },
        ],
      },
      { id: 'eu-west-staging', label: 'staging cluster' },
    ],
  },
  { id: 'us-east', label: 'us-east', children: [{ id: 'us-east-prod', label: 'production cluster' }] },
];

export default function RichExpansionApi() {
  const apiRef = useRichTreeViewApiRef();
  const [status, setStatus] = React.useState('');

  const revealQueue = (event: React.MouseEvent) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Expand every ancestor of the target, from the root down.
    let parentId = api.getParentId('eu-west-prod-queue');
    const ancestors: string[] = [];
    while (parentId) {
      ancestors.unshift(parentId);
      parentId = api.getParentId(parentId);
    }
    ancestors.forEach((itemId) => api.setItemExpansion({ event, itemId, shouldBeExpanded: true }));
    setStatus(`Expanded ${ancestors.join(' → ')}`);
  };

  const checkRegion = () => {
    const expanded = apiRef.current?.isItemExpanded('eu-west');
    setStatus(`eu-west is ${expanded ? 'expanded' : 'collapsed'}`);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={revealQueue}>
          Reveal the queue
        </Button>
        <Button size="small" onClick={checkRegion}>
          Is eu-west expanded?
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary', minHeight: 20 }}>
        {status}
      </Typography>
      <RichTreeView aria-label="Infrastructure" apiRef={apiRef} items={infrastructure} />
    </Box>
  );
}
