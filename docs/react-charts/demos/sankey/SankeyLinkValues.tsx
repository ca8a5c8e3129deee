import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Monthly budget of a two-person household, in euros.
const links = [
  { source: 'Salary A', target: 'Budget', value: 2_600 },
  { source: 'Salary B', target: 'Budget', value: 1_900 },
  { source: 'Budget', target: 'Rent', value: 1_450 },
  { source: 'Budget', target: 'Food', value: 780 },
  { source: 'Budget', target: 'Transport', value: 340 },
  { source: 'Budget', target: 'Savings', value: 1_200 },
  { source: 'Budget', target: 'Other', value: 730 },
];

const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

export default function SankeyLinkValues() {
  return (
    <Box sx={{ height: 320 }}>
      <NoSsr>
        <SankeyChart
          height={320}
          series={{
            data: { links },
            linkOptions: { showValues: true },
            // Links show the amount; nodes add their share of the total income.
            valueFormatter: (value, context) =>
              context.type === 'node' && context.location === 'tooltip'
                ? `${euros(value)} (${Math.round((value / 4_500) * 100)} % of income)`
                : euros(value),
          }}
        />
      </NoSsr>
    </Box>
  );
}
