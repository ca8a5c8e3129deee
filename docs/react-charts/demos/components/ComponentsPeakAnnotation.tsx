import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Bicycles counted by a roadside sensor per day.
const cyclists = [2840, 3120, 2970, 3390, 3010, 1480, 1260];

// Writes a callout above the tallest bar of a series.
function PeakCallout({ seriesId }: { seriesId: string }) {
  const theme = useTheme();
  const series = useBarSeries(seriesId);
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  if (!series) {
    return null;
  }
  const values = series.data.map((value) => value ?? 0);
  const peakIndex = values.indexOf(Math.max(...values));
  const category = days[peakIndex];
  const bandStart = category === undefined ? undefined : xScale(category);
  if (bandStart === undefined) {
    return null;
  }
  const x = bandStart + xScale.bandwidth() / 2;
  const y = yScale(values[peakIndex] ?? 0);

  return (
    <g>
      <line x1={x} x2={x} y1={y - 4} y2={y - 22} stroke={theme.vars.palette.text.secondary} />
      <text
        x={x}
        y={y - 28}
        textAnchor="middle"
        fill={theme.vars.palette.text.primary}
        style={{ fontSize: 12, fontWeight: 600 }}
      >
        Busiest day: {values[peakIndex]}
      </text>
    </g>
  );
}

export default function ComponentsPeakAnnotation() {
  return (
    <BarChart
      height={300}
      margin={{ top: 40 }}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[{ id: 'cyclists', data: cyclists, label: 'Cyclists counted' }]}
      hideLegend
    >
      <PeakCallout seriesId="cyclists" />
    </BarChart>
  );
}
