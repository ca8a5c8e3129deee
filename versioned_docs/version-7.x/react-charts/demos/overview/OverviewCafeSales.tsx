import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const espresso = [142, 128, 135, 151, 173, 214, 198];
const filter = [64, 71, 69, 66, 80, 122, 117];
const pastries = [88, 79, 83, 95, 131, 176, 160];

export default function OverviewCafeSales() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { data: espresso, label: 'Espresso drinks', stack: 'coffee' },
          { data: filter, label: 'Filter coffee', stack: 'coffee' },
        ]}
        grid={{ horizontal: true }}
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: weekdays }]}
        series={[{ data: pastries, label: 'Pastries sold', area: true, color: '#c2410c' }]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
