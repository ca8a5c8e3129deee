import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Florence',
  'Gothenburg',
  'Helsinki',
  'Innsbruck',
  'Krakow',
];
const nights = [1820000, 2450000, 910000, 1340000, 760000, 1580000, 420000, 650000, 380000, 1120000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export default function AxisTickFormatting() {
  return (
    <BarChart
      height={340}
      xAxis={[
        {
          scaleType: 'band',
          data: cities,
          tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number, context) =>
            context.location === 'tick' ? compact.format(value) : `${value.toLocaleString('en-US')} nights`,
          tickNumber: 5,
        },
      ]}
      series={[{ data: nights, label: 'Hotel nights in 2023' }]}
      margin={{ bottom: 90, left: 60 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
