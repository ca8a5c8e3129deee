import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Applicants for a nursing position at each stage of the hiring process.
const hiring = [
  { label: 'Applied', value: 214 },
  { label: 'Screened', value: 96 },
  { label: 'Interviewed', value: 38 },
  { label: 'Offered', value: 9 },
  { label: 'Hired', value: 7 },
];

export default function FunnelHorizontalOutlined() {
  return (
    <FunnelChart
      height={240}
      gap={6}
      series={[
        {
          data: hiring,
          layout: 'horizontal',
          variant: 'outlined',
          borderRadius: 4,
          valueFormatter: (item) => `${item.value} applicants`,
        },
      ]}
      skipAnimation
    />
  );
}
