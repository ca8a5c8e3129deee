import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 'greens', value: 23, label: 'Greens', color: '#2e7d32' },
  { id: 'social', value: 41, label: 'Social Democrats', color: '#c62828' },
  { id: 'liberal', value: 17, label: 'Liberals', color: '#f9a825' },
  { id: 'centre', value: 28, label: 'Centre Party', color: '#00838f' },
  { id: 'conservative', value: 36, label: 'Conservatives', color: '#1565c0' },
];

export default function PieHalfHighlight() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 80,
          outerRadius: 160,
          cy: '88%',
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { additionalRadius: -16, color: 'gray' },
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
    />
  );
}
