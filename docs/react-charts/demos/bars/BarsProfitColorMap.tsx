import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net profit of a ski-rental shop, in thousands of euros.
const profit = [64, 71, 38, 6, -12, -18, -9, -15, -7, 4, 22, 58];

export default function BarsProfitColorMap() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Net profit (k€)',
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] },
        },
      ]}
      series={[{ data: profit, label: 'Net profit', valueFormatter: (value) => `€${value}k` }]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
    />
  );
}
