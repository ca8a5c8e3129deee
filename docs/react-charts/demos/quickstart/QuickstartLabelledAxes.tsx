import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function QuickstartLabelledAxes() {
  return (
    <LineChart
      height={300}
      margin={{ right: 24 }}
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of the week' }]}
      yAxis={[{ label: 'Deliveries', min: 0 }]}
      series={[
        { data: [142, 156, 149, 171, 198, 88, 0], label: 'Van fleet' },
        { data: [64, 71, 69, 75, 90, 52, 31], label: 'Cargo bikes' },
      ]}
      grid={{ horizontal: true }}
      skipAnimation
    />
  );
}
