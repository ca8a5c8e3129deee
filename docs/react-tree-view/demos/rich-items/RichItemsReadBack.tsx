import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Shelf {
  id: string;
  label: string;
  classmark: string;
  children?: Shelf[];
}

const library: Shelf[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    classmark: 'F',
    children: [
      { id: 'crime', label: 'Crime', classmark: 'F-CRI' },
      { id: 'sci-fi', label: 'Science fiction', classmark: 'F-SCI' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    classmark: 'NF',
    children: [
      { id: 'history', label: 'History', classmark: '900' },
      { id: 'travel', label: 'Travel', classmark: '910' },
      { id: 'cooking', label: 'Cooking', classmark: '641.5' },
    ],
  },
];

export default function RichItemsReadBack() {
  const apiRef = useRichTreeViewApiRef<Shelf>();
  const [details, setDetails] = React.useState('Select a shelf.');

  const handleSelection = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId == null) {
      return;
    }
    // getItem returns your own object, with all its properties.
    const shelf = api.getItem(itemId);
    const parentId = api.getParentId(itemId);
    const childCount = api.getItemOrderedChildrenIds(itemId).length;
    setDetails(
      `${shelf.label}: classmark ${shelf.classmark}, ` +
        `${parentId ? `inside ${api.getItem(parentId).label}` : 'top level'}, ` +
        `${childCount} sub-shelves`,
    );
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {details}
      </Typography>
      <RichTreeView
        aria-label="Library shelves"
        apiRef={apiRef}
        items={library}
        defaultExpandedItems={['non-fiction']}
        onSelectedItemsChange={handleSelection}
      />
    </Box>
  );
}
