import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Electricity used by one household, in kWh per month, for two years.
const use2024 = [412, 376, 338, 281, 240, 226, 231, 229, 254, 309, 362, 405];
const use2025 = [398, 351, 322, 264, 219, 204, 212, 208, 236, 291, 341, 386];

export default function DataModelParallelArrays() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: use2024, label: '2024' },
        { data: use2025, label: '2025 (after the heat pump)' },
      ]}
      skipAnimation
    />
  );
}
