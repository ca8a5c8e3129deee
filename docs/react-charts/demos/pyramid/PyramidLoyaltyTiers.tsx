import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Members of a coffee chain's loyalty programme, by tier.
const tiers = [
  { label: 'Bean', value: 48_200, color: '#a1887f' },
  { label: 'Roast', value: 12_700, color: '#8d6e63' },
  { label: 'Espresso', value: 3_100, color: '#6d4c41' },
  { label: 'Gold', value: 640, color: '#ffb300' },
];

export default function PyramidLoyaltyTiers() {
  return (
    <FunnelChart
      height={240}
      series={[
        {
          data: tiers,
          layout: 'horizontal',
          curve: 'pyramid',
          variant: 'outlined',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} members`,
        },
      ]}
      skipAnimation
    />
  );
}
