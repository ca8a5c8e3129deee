import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Yearly energy of a family home, in kWh, from where it comes to what it is used for.
const links = [
  { source: 'Grid electricity', target: 'Electricity', value: 2_100 },
  { source: 'Rooftop solar', target: 'Electricity', value: 3_400 },
  { source: 'Natural gas', target: 'Heating', value: 6_800 },
  { source: 'Electricity', target: 'Heating', value: 1_200 },
  { source: 'Electricity', target: 'Hot water', value: 900 },
  { source: 'Electricity', target: 'Car charging', value: 1_800 },
  { source: 'Electricity', target: 'Appliances', value: 1_600 },
];

export default function SankeyHomeEnergy() {
  return (
    // Drawn in the browser only, in a box that reserves the chart's height (see the page).
    <Box sx={{ height: 320 }}>
      <NoSsr>
        <SankeyChart
          height={320}
          series={{
            data: { links },
            valueFormatter: (value) => `${value.toLocaleString('en-US')} kWh`,
          }}
        />
      </NoSsr>
    </Box>
  );
}
