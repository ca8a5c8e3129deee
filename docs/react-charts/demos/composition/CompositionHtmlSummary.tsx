import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { useBarSeries } from '@mui/x-charts/hooks';
import { formatKiloEuros, quarters, salesByRegion } from '../shared-features/regionalSales';

// An HTML legend that reads the processed series from the chart: colours, labels and yearly totals.
function RegionTotals() {
  const series = useBarSeries();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {series.map((entry) => {
        const total = entry.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        return (
          <Box component="li" key={entry.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: entry.color }} />
            <Typography variant="body2">
              {typeof entry.label === 'function' ? entry.label('legend') : entry.label}:{' '}
              <strong>{formatKiloEuros(total)}</strong>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export default function CompositionHtmlSummary() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={salesByRegion.map((entry) => ({
        type: 'bar' as const,
        id: entry.region,
        label: entry.region,
        data: [entry.q1, entry.q2, entry.q3, entry.q4],
        stack: 'sales',
      }))}
    >
      <RegionTotals />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
