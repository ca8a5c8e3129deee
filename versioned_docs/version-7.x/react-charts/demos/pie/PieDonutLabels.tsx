import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 0, value: 58.2, label: 'Chromium-based' },
  { id: 1, value: 21.4, label: 'Safari' },
  { id: 2, value: 9.7, label: 'Firefox' },
  { id: 3, value: 6.3, label: 'Samsung Internet' },
  { id: 4, value: 4.4, label: 'Other' },
];

export default function PieDonutLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browsers,
          innerRadius: 60,
          outerRadius: 120,
          paddingAngle: 2,
          cornerRadius: 5,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `${item.value}% of visits`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
      }}
    />
  );
}
