import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateMonths, meanTemperature } from '../shared-features/climate';

const teams = ['Design', 'API', 'Web', 'QA', 'Data'];
// Open tickets per team; the colour comes from the team, not from the series.
const openTickets = [14, 31, 22, 9, 17];

export default function StylingColorMaps() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: climateMonths }]}
        yAxis={[
          {
            label: '°C',
            colorMap: { type: 'piecewise', thresholds: [15, 20], colors: ['#3f7fbf', '#c99a06', '#d9480f'] },
          },
        ]}
        series={[{ data: meanTemperature, label: 'Mean temperature', area: true }]}
        hideLegend
      />
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: teams,
            colorMap: {
              type: 'ordinal',
              values: teams,
              colors: ['#8e44ad', '#1f5fa8', '#2b7a3d', '#b35c00', '#a3284f'],
            },
          },
        ]}
        series={[{ data: openTickets, label: 'Open tickets' }]}
        hideLegend
      />
    </Box>
  );
}
