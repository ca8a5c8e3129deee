import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend, useLineSeries } from '@mui/x-charts/hooks';

// Visitors per weekday at three branches of a public library (invented).
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// A legend of your own: the items come from useLegend(), the weekly totals from the series.
function LegendWithTotals() {
  const { items } = useLegend();
  const series = useLineSeries();
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const match = series.find((entry) => entry.id === item.seriesId);
        const total = match ? match.data.reduce<number>((sum, value) => sum + (value ?? 0), 0) : 0;
        return (
          <Box component="li" key={String(item.seriesId)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {total.toLocaleString('en-GB')} visits
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export default function UseLegendWithTotals() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'days', scaleType: 'point', data: weekdays }]}
      yAxis={[{ id: 'visits', width: 45 }]}
      series={[
        { type: 'line', id: 'central', label: 'Central library', data: [820, 760, 790, 845, 910, 1260], area: true },
        { type: 'line', id: 'harbour', label: 'Harbour branch', data: [310, 280, 295, 330, 350, 540] },
        { type: 'line', id: 'north', label: 'North branch', data: [190, 205, 180, 215, 240, 410] },
      ]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <ChartsSurface>
            <AreaPlot />
            <LinePlot />
            <ChartsXAxis axisId="days" />
            <ChartsYAxis axisId="visits" />
          </ChartsSurface>
        </Box>
        <Box sx={{ flex: '0 1 260px' }}>
          <LegendWithTotals />
        </Box>
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
