import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function QuickstartRainfallBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { label: 'Bergen (mm)', data: [190, 152, 170, 114, 106, 132] },
        { label: 'Oslo (mm)', data: [49, 36, 47, 41, 53, 65] },
      ]}
      skipAnimation
    />
  );
}
