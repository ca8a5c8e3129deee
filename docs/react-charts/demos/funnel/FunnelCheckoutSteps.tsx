import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of an online plant shop reaching each checkout step in one week.
const steps = [
  { label: 'Viewed a product', value: 18_400 },
  { label: 'Added to basket', value: 4_970 },
  { label: 'Started checkout', value: 2_310 },
  { label: 'Entered payment', value: 1_580 },
  { label: 'Completed order', value: 1_310 },
];

export default function FunnelCheckoutSteps() {
  return (
    <FunnelChart
      height={320}
      series={[{ data: steps, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visitors` }]}
      skipAnimation
    />
  );
}
