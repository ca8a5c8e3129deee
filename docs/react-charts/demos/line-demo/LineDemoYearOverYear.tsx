import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly sessions of a museum's website, in thousands. This year's data stops in August.
const lastYear = [212, 198, 241, 276, 301, 288, 342, 361, 279, 254, 231, 268];
const thisYear = [236, 221, 270, 309, 337, 329, 384, 402, null, null, null, null];

export default function LineDemoYearOverYear() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Sessions (thousands)' }]}
      series={[
        { id: 'last-year', data: lastYear, label: '2024', showMark: false, color: '#90a4ae' },
        { id: 'this-year', data: thisYear, label: '2025', showMark: false },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="last-year"]`]: { strokeDasharray: '6 4' },
      }}
      skipAnimation
    />
  );
}
