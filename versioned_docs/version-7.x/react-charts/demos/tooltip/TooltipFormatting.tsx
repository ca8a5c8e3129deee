import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [new Date(2023, 0, 1), new Date(2023, 3, 1), new Date(2023, 6, 1), new Date(2023, 9, 1)];
const quarterName = (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1} ${date.getFullYear()}`;
const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: quarters,
          valueFormatter: (date: Date, context) =>
            context.location === 'tooltip' ? `Quarter ${quarterName(date)}` : quarterName(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        {
          data: [182000, 204500, 197800, 231200],
          label: (location) => (location === 'tooltip' ? 'Online shop revenue' : 'Online shop'),
          valueFormatter: (value) => (value === null ? 'no data' : euros.format(value)),
        },
        {
          data: [96400, 88100, 101700, null],
          label: (location) => (location === 'tooltip' ? 'Market stall revenue' : 'Market stall'),
          valueFormatter: (value) => (value === null ? 'not reported yet' : euros.format(value)),
        },
      ]}
    />
  );
}
