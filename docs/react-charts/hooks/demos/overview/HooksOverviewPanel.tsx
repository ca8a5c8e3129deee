import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

// Books sold per month by a small publisher, per format (invented).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// An HTML component placed inside the data provider, next to the SVG: hooks work there too.
function BestMonths() {
  const series = useBarSeries();
  const xAxis = useXAxis<'band'>();
  const categories = (xAxis.data ?? []) as string[];
  return (
    <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
      {series.map((item) => {
        const values = item.data.map((value) => value ?? 0);
        const best = values.indexOf(Math.max(...values));
        return (
          <Typography component="li" variant="body2" key={item.id}>
            {/* The series colour marks the name; the text keeps the page's colour, which always reads. */}
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: '2px',
                marginInlineEnd: 0.75,
                backgroundColor: item.color,
              }}
            />
            <Box component="span" sx={{ fontWeight: 600 }}>
              {String(item.label)}
            </Box>
            : best month {categories[best]} with {values[best]} copies
          </Typography>
        );
      })}
    </Box>
  );
}

export default function HooksOverviewPanel() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'copies', width: 50 }]}
      series={[
        { type: 'bar', id: 'paperback', label: 'Paperback', data: [1240, 1105, 1380, 1290, 1460, 1710] },
        { type: 'bar', id: 'ebook', label: 'E-book', data: [860, 940, 910, 1020, 990, 1130] },
        { type: 'bar', id: 'audio', label: 'Audiobook', data: [310, 290, 420, 460, 510, 480] },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="copies" />
      </ChartsSurface>
      <ChartsTooltip />
      <BestMonths />
    </ChartsDataProvider>
  );
}
