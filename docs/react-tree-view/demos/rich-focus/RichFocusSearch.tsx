import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Unit = TreeViewDefaultItemModelProperties;

const company: Unit[] = [
  {
    id: 'sales',
    label: 'Sales',
    children: [
      {
        id: 'sales-emea',
        label: 'EMEA sales',
        children: [
          { id: 'claire', label: 'Claire Dubois' },
          { id: 'jonas', label: 'Jonas Weber' },
        ],
      },
      { id: 'sales-na', label: 'North America sales', children: [{ id: 'maya', label: 'Maya Johnson' }] },
    ],
  },
  {
    id: 'research',
    label: 'Research',
    children: [
      { id: 'kwame', label: 'Kwame Mensah' },
      { id: 'sofia', label: 'Sofia Petrova' },
    ],
  },
];

function findByLabel(items: Unit[], query: string): Unit | undefined {
  for (const item of items) {
    if (item.label.toLowerCase().includes(query)) {
      return item;
    }
    const match = findByLabel(item.children ?? [], query);
    if (match) {
      return match;
    }
  }
  return undefined;
}

export default function RichFocusSearch() {
  const apiRef = useRichTreeViewApiRef();
  const [search, setSearch] = React.useState('');
  const [message, setMessage] = React.useState('');

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') {
      return;
    }
    const query = search.trim().toLowerCase();
    const match = query ? findByLabel(company, query) : undefined;
    const api = apiRef.current;
    if (!match || !api) {
      setMessage('No match');
      return;
    }
    // Expand every ancestor of the match, from its parent up to the root.
    let parentId = api.getParentId(match.id);
    while (parentId) {
      api.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    setMessage(`Found ${match.label}`);
    // Wait for the newly expanded children to be rendered, then move the focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, match.id));
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <TextField
        size="small"
        label="Find a person, then press Enter"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={handleKeyDown}
        sx={{ mb: 1, width: '100%', maxWidth: 320 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {message}
      </Typography>
      <RichTreeView aria-label="Company directory" apiRef={apiRef} items={company} />
    </Box>
  );
}
