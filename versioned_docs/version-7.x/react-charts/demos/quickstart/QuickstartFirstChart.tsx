import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

export default function QuickstartFirstChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'] }]}
      series={[{ data: [3.2, 4.1, 4.6, 5.8, 6.3, 7.5], label: 'Seedling height (cm)' }]}
    />
  );
}
