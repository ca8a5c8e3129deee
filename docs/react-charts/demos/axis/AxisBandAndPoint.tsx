import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Guests of a neighbourhood café per day of the week.
const guests = [118, 131, 124, 142, 188, 246, 203];

export default function AxisBandAndPoint() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: weekdays, label: "scaleType: 'band'" }]}
        series={[{ data: guests, label: 'Guests' }]}
        hideLegend
      />
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: weekdays, label: "scaleType: 'point'" }]}
        series={[{ data: guests, label: 'Guests' }]}
        hideLegend
      />
    </Box>
  );
}
