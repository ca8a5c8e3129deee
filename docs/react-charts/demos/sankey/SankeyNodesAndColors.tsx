import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where the 1,000 tonnes of waste a town collected last year ended up.
const nodes = [
  { id: 'households', label: 'Households', color: '#78909c' },
  { id: 'businesses', label: 'Businesses', color: '#8d6e63' },
  { id: 'sorting', label: 'Sorting centre', color: '#5c6bc0' },
  { id: 'recycled', label: 'Recycled', color: '#43a047' },
  { id: 'composted', label: 'Composted', color: '#9ccc65' },
  { id: 'energy', label: 'Energy recovery', color: '#ffa726' },
  { id: 'landfill', label: 'Landfill', color: '#e53935' },
];

const links = [
  { source: 'households', target: 'sorting', value: 610 },
  { source: 'businesses', target: 'sorting', value: 390 },
  { source: 'sorting', target: 'recycled', value: 420 },
  { source: 'sorting', target: 'composted', value: 180 },
  { source: 'sorting', target: 'energy', value: 290 },
  { source: 'sorting', target: 'landfill', value: 110 },
];

export default function SankeyNodesAndColors() {
  return (
    <Box sx={{ height: 320 }}>
      <NoSsr>
        <SankeyChart
          height={320}
          series={{
            data: { nodes, links },
            nodeOptions: { width: 12, padding: 14 },
            linkOptions: { color: 'target', opacity: 0.45 },
            valueFormatter: (value) => `${value} t`,
          }}
        />
      </NoSsr>
    </Box>
  );
}
