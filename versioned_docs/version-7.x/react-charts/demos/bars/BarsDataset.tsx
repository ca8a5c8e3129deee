import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const harvest = [
  { orchard: 'Hillside', apples: 21.4, pears: 8.2, plums: 3.1 },
  { orchard: 'River bend', apples: 17.9, pears: 11.6, plums: 4.8 },
  { orchard: 'Old mill', apples: 25.3, pears: 6.7, plums: 2.2 },
  { orchard: 'South field', apples: 14.1, pears: 9.3, plums: 6.5 },
];

const inTonnes = (value: number | null) => (value === null ? '' : `${value} t`);

export default function BarsDataset() {
  return (
    <BarChart
      height={320}
      dataset={harvest}
      xAxis={[{ scaleType: 'band', dataKey: 'orchard' }]}
      series={[
        { dataKey: 'apples', label: 'Apples', valueFormatter: inTonnes },
        { dataKey: 'pears', label: 'Pears', valueFormatter: inTonnes },
        { dataKey: 'plums', label: 'Plums', valueFormatter: inTonnes },
      ]}
    />
  );
}
