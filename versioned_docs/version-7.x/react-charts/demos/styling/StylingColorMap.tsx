import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly balance of a household budget, in euros.
const balance = [120, -45, 60, 210, -130, 35, -80, 150, 95, -20, 40, 260];

export default function StylingColorMap() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] },
        },
      ]}
      series={[
        {
          data: balance,
          label: 'Monthly balance',
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value} €`),
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
