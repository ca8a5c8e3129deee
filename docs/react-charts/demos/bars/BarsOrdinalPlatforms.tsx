import { BarChart } from '@mui/x-charts/BarChart';

const platforms = ['iOS', 'Android', 'Web', 'Desktop'];
// Daily active users of a note-taking app, in thousands.
const users = [182, 236, 141, 58];

export default function BarsOrdinalPlatforms() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: platforms,
          width: 72,
          colorMap: {
            type: 'ordinal',
            values: platforms,
            colors: ['#5c6bc0', '#26a69a', '#ffa726', '#8d6e63'],
          },
        },
      ]}
      xAxis={[{ label: 'Daily active users (thousands)' }]}
      series={[{ data: users, label: 'Daily active users', valueFormatter: (value) => `${value}k` }]}
      hideLegend
      skipAnimation
    />
  );
}
