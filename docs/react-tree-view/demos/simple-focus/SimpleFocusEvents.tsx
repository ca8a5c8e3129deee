import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const descriptions: Record<string, string> = {
  strings: 'Violins, violas, cellos and double basses.',
  'strings-violin': 'Sixteen first and second violins.',
  'strings-cello': 'Eight cellos, seated stage right.',
  winds: 'Flutes, oboes, clarinets and bassoons.',
  'winds-flute': 'Two flutes and a piccolo.',
  'winds-oboe': 'Two oboes and a cor anglais.',
  percussion: 'Timpani, snare drum, cymbals and triangle.',
};

export default function SimpleFocusEvents() {
  const [focusedId, setFocusedId] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 240 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <SimpleTreeView
          aria-label="Orchestra sections"
          defaultExpandedItems={['strings', 'winds']}
          onItemFocus={(_event, itemId) => setFocusedId(itemId)}
        >
          <TreeItem itemId="strings" label="Strings">
            <TreeItem itemId="strings-violin" label="Violins" />
            <TreeItem itemId="strings-cello" label="Cellos" />
          </TreeItem>
          <TreeItem itemId="winds" label="Woodwinds">
            <TreeItem itemId="winds-flute" label="Flutes" />
            <TreeItem itemId="winds-oboe" label="Oboes" />
          </TreeItem>
          <TreeItem itemId="percussion" label="Percussion" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 220px' }} aria-live="polite">
        <Typography variant="subtitle2">{focusedId ?? 'Focus an item'}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {focusedId ? descriptions[focusedId] : 'Tab into the tree, then use the arrow keys.'}
        </Typography>
      </Box>
    </Box>
  );
}
