import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
// Newsletter subscribers (thousands): measured until December, forecast afterwards.
const measured = [18.2, 18.9, 19.8, 21.1, 22.4, 23.0, null, null];
const forecast = [null, null, null, null, null, 23.0, 23.9, 24.7];

export default function StylingSxAndClasses() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Subscribers (thousands)', min: 16 }]}
      series={[
        { id: 'measured', data: measured, label: 'Measured' },
        { id: 'forecast', data: forecast, label: 'Forecast', showMark: false },
      ]}
      sx={(theme) => ({
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4', strokeWidth: 2 },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
        [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: { fill: theme.vars.palette.text.secondary },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
      })}
    />
  );
}
