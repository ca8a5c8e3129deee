import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Visitors of a museum website per session: how they arrived and what they did, in thousands.
const links = [
  { source: 'Search', target: 'Home page', value: 18 },
  { source: 'Search', target: 'Exhibitions', value: 22 },
  { source: 'Social media', target: 'Exhibitions', value: 14 },
  { source: 'Newsletter', target: 'Exhibitions', value: 6 },
  { source: 'Newsletter', target: 'Home page', value: 3 },
  { source: 'Home page', target: 'Tickets', value: 9 },
  { source: 'Home page', target: 'Left the site', value: 12 },
  { source: 'Exhibitions', target: 'Tickets', value: 17 },
  { source: 'Exhibitions', target: 'Left the site', value: 25 },
];

export default function SankeyHighlightPaths() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <div>
      <Box sx={{ height: 320 }}>
        <NoSsr>
          <SankeyChart
            height={320}
            series={{
              data: { links },
              nodeOptions: { highlight: 'links', fade: 'global' },
              linkOptions: { highlight: 'nodes', fade: 'global' },
              valueFormatter: (value) => `${value}k sessions`,
            }}
            onNodeClick={(_event, item) => {
              setClicked(`${item.node.label}: ${item.node.value}k sessions`);
            }}
          />
        </NoSsr>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{clicked ?? 'Click a node to see its total.'}</Typography>
    </div>
  );
}
