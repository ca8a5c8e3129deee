import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Floor area (m²) and monthly rent (€) of listings in two districts.
const riverside = [
  { id: 'r1', x: 38, y: 890 },
  { id: 'r2', x: 52, y: 1120 },
  { id: 'r3', x: 61, y: 1310 },
  { id: 'r4', x: 74, y: 1480 },
  { id: 'r5', x: 45, y: 1050 },
  { id: 'r6', x: 88, y: 1790 },
  { id: 'r7', x: 67, y: 1390 },
];
const hilltop = [
  { id: 'h1', x: 42, y: 720 },
  { id: 'h2', x: 55, y: 860 },
  { id: 'h3', x: 70, y: 1010 },
  { id: 'h4', x: 83, y: 1190 },
  { id: 'h5', x: 97, y: 1330 },
  { id: 'h6', x: 60, y: 905 },
  { id: 'h7', x: 110, y: 1460 },
];

const format = (point: { x: number; y: number }) => `${point.x} m², €${point.y} per month`;

export default function ScatterHousing() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
      series={[
        { data: riverside, label: 'Riverside', valueFormatter: format },
        { data: hilltop, label: 'Hilltop', valueFormatter: format, markerSize: 6 },
      ]}
      margin={{ left: 70 }}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
