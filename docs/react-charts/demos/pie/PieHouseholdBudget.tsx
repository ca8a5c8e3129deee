import { PieChart } from '@mui/x-charts/PieChart';

// A household's monthly spending, in euros.
const spending = [
  { id: 'housing', label: 'Housing', value: 1250 },
  { id: 'food', label: 'Groceries', value: 520 },
  { id: 'transport', label: 'Transport', value: 310 },
  { id: 'energy', label: 'Energy', value: 180 },
  { id: 'leisure', label: 'Leisure', value: 240 },
  { id: 'savings', label: 'Savings', value: 400 },
];

export default function PieHouseholdBudget() {
  return (
    <PieChart
      height={300}
      series={[{ data: spending, valueFormatter: (item) => `€${item.value.toLocaleString('en-US')}` }]}
      skipAnimation
    />
  );
}
