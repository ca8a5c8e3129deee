import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Employees of an engineering firm by career level.
const levels = [
  { label: 'Partners', value: 6 },
  { label: 'Principals', value: 18 },
  { label: 'Senior engineers', value: 54 },
  { label: 'Engineers', value: 121 },
  { label: 'Graduates', value: 87 },
];

export default function PyramidStepHeadcount() {
  return (
    <FunnelChart
      height={320}
      gap={4}
      series={[
        {
          data: levels,
          curve: 'step-pyramid',
          borderRadius: 2,
          valueFormatter: (item) => `${item.value} people`,
        },
      ]}
      skipAnimation
    />
  );
}
