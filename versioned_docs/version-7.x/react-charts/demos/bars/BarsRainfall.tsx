import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function BarsRainfall() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { data: [78, 61, 55, 52, 60, 49, 44, 57, 62, 85, 92, 88], label: 'Bergen station' },
        { data: [41, 33, 38, 40, 56, 63, 71, 66, 48, 45, 47, 44], label: 'Basel station' },
      ]}
    />
  );
}
