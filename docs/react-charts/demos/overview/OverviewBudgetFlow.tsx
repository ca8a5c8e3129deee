import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// How a town's yearly budget (in millions of euros) flows from sources to services.
const links = [
  { source: 'Property tax', target: 'General fund', value: 42 },
  { source: 'State grants', target: 'General fund', value: 27 },
  { source: 'Fees and permits', target: 'General fund', value: 11 },
  { source: 'General fund', target: 'Schools', value: 31 },
  { source: 'General fund', target: 'Roads', value: 17 },
  { source: 'General fund', target: 'Parks', value: 9 },
  { source: 'General fund', target: 'Public safety', value: 23 },
];

export default function OverviewBudgetFlow() {
  return (
    // The Sankey layout needs a newer JavaScript runtime than Node.js 20, so the chart is drawn
    // in the browser only, in a box that reserves its height on the server.
    <Box sx={{ height: 300 }}>
      <NoSsr>
        <SankeyChart
          height={300}
          series={{
            data: { links },
            valueFormatter: (value) => `€${value}M`,
            nodeOptions: { showLabels: true },
          }}
        />
      </NoSsr>
    </Box>
  );
}
