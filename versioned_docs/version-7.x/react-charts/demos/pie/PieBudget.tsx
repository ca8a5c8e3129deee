import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 1150, label: 'Rent' },
  { id: 'food', value: 520, label: 'Groceries' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'savings', value: 400, label: 'Savings' },
  { id: 'leisure', value: 260, label: 'Leisure' },
];

export default function PieBudget() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: budget,
          valueFormatter: (item) => `€${item.value}`,
        },
      ]}
    />
  );
}
