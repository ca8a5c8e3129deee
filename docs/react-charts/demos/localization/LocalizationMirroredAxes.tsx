import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
// Orders shipped per day in the first ten days of a month.
const shipped = [212, 238, 251, 233, 274, 301, 288, 315, 342, 329];

export default function LocalizationMirroredAxes() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';

  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of the month', reverse: rtl }]}
      yAxis={[{ label: 'Orders shipped', position: rtl ? 'right' : 'left' }]}
      series={[{ data: shipped, label: 'Orders shipped' }]}
      hideLegend
    />
  );
}
