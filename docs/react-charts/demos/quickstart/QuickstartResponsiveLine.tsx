import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
// Passengers through the ticket gates of a commuter station, per two hours.
const passengers = [820, 4310, 1980, 1450, 1620, 3890, 2470, 960];

export default function QuickstartResponsiveLine() {
  return (
    <Box sx={{ width: { xs: '100%', md: '75%' }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ data: passengers, label: 'Passengers', area: true }]}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
