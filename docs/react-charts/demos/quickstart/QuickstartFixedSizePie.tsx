import { PieChart } from '@mui/x-charts/PieChart';

// Where the 86 support tickets of the week came from.
const channels = [
  { id: 'email', label: 'Email', value: 41 },
  { id: 'chat', label: 'Live chat', value: 27 },
  { id: 'phone', label: 'Phone', value: 18 },
];

export default function QuickstartFixedSizePie() {
  return (
    <PieChart
      width={300}
      height={200}
      series={[{ data: channels, innerRadius: 40 }]}
      skipAnimation
    />
  );
}
