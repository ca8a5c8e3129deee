import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Cash flow of a small design studio, in thousands of euros: money in is positive, money out negative.
const flows = [
  { label: 'Client payments', data: [48, 36, 61, 52, 44, 70] },
  { label: 'Grants', data: [0, 12, 0, 0, 8, 0] },
  { label: 'Salaries', data: [-38, -38, -38, -41, -41, -41] },
  { label: 'Rent and tools', data: [-9, -11, -9, -14, -9, -10] },
];

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function StackingDivergingBars() {
  return (
    <BarChart
      height={320}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => euros(value) }]}
      series={flows.map((flow) => ({ ...flow, stack: 'cash', valueFormatter: euros }))}
    />
  );
}
