import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function LinesTemperatures() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          data: [-3.1, -2.4, 1.8, 7.2, 12.9, 16.4, 18.8, 18.1, 13.6, 8.0, 2.9, -1.2],
          label: 'Tallinn',
          valueFormatter: celsius,
        },
        {
          data: [10.9, 11.6, 13.4, 15.3, 18.6, 22.4, 25.2, 25.5, 23.1, 19.6, 15.1, 12.0],
          label: 'Valencia',
          valueFormatter: celsius,
          showMark: false,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
