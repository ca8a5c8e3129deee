import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

export default function AxisSecondYAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'visitors', label: 'Visitors', valueFormatter: (value: number) => compact.format(value) },
        { id: 'temperature', label: 'Water temperature (°C)' },
      ]}
      series={[
        { data: [1200, 3400, 8900, 14100, 13300, 4800], label: 'Beach visitors', yAxisId: 'visitors' },
        { data: [12.4, 15.1, 18.9, 21.7, 22.3, 19.6], label: 'Water temperature', yAxisId: 'temperature' },
      ]}
      leftAxis="visitors"
      rightAxis="temperature"
      margin={{ left: 70, right: 70 }}
    />
  );
}
