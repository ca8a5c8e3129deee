import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Plant {
  id: string;
  label: string;
  light: string;
  water: string;
  children?: Plant[];
}

const greenhouse: Plant[] = [
  {
    id: 'succulents',
    label: 'Succulents',
    light: 'Full sun',
    water: 'Every 2–3 weeks',
    children: [
      { id: 'aloe', label: 'Aloe vera', light: 'Bright, indirect', water: 'Every 3 weeks' },
      { id: 'echeveria', label: 'Echeveria', light: 'Full sun', water: 'Every 2 weeks' },
    ],
  },
  {
    id: 'ferns',
    label: 'Ferns',
    light: 'Shade',
    water: 'Keep soil moist',
    children: [
      { id: 'boston', label: 'Boston fern', light: 'Indirect', water: 'Twice a week' },
      { id: 'maidenhair', label: 'Maidenhair fern', light: 'Shade', water: 'Every 2 days' },
    ],
  },
];

export default function RichFocusEvents() {
  const apiRef = useRichTreeViewApiRef<Plant>();
  const [plant, setPlant] = React.useState<Plant | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 240 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <RichTreeView
          aria-label="Greenhouse plants"
          apiRef={apiRef}
          items={greenhouse}
          defaultExpandedItems={['succulents', 'ferns']}
          onItemFocus={(_event, itemId) => setPlant(apiRef.current?.getItem(itemId) ?? null)}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }} aria-live="polite">
        <Typography variant="subtitle2">{plant ? plant.label : 'Focus a plant'}</Typography>
        {plant ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Light: {plant.light}. Water: {plant.water}.
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
