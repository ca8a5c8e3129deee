import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Billing', 'Onboarding', 'Security', 'Platform'];
// Median time to first reply on tickets, in hours.
const replyHours = [1.8, 4.2, 2.6, 0.9, 6.1];

export default function AxisTopPosition() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: teams, width: 90 }]}
      xAxis={[
        {
          position: 'top',
          label: 'Median first reply (hours)',
          valueFormatter: (value: number) => `${value} h`,
        },
      ]}
      series={[{ data: replyHours, label: 'First reply', valueFormatter: (value) => `${value} h` }]}
      hideLegend
    />
  );
}
