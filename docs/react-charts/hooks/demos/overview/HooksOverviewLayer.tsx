import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries, useYScale } from '@mui/x-charts/hooks';
import { checkoutLatency, formatMs } from '../../../demos/shared-resources/serverLatency';

const GuideLine = styled('line')(({ theme }) => ({
  stroke: (theme.vars || theme).palette.text.secondary,
  strokeDasharray: '6 4',
}));

const GuideLabel = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.text.secondary,
}));

// A custom layer: a dashed line at the daily average of one series, drawn with three hooks.
function DailyAverage({ seriesId }: { seriesId: string }) {
  const series = useLineSeries(seriesId);
  const yScale = useYScale();
  const { left, width } = useDrawingArea();
  if (!series || width <= 0) {
    return null;
  }
  const values = series.data.filter((value): value is number => value !== null);
  const average = Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const y = yScale(average);
  if (y === undefined) {
    return null;
  }
  return (
    <g>
      <GuideLine x1={left} x2={left + width} y1={y} y2={y} />
      <GuideLabel x={left + width} y={y - 6} textAnchor="end">
        {`${series.label ?? seriesId} average: ${formatMs(average)}`}
      </GuideLabel>
    </g>
  );
}

export default function HooksOverviewLayer() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: checkoutLatency.map((sample) => sample.hour) }]}
      yAxis={[{ label: 'Response time (ms)', width: 60 }]}
      series={[
        { id: 'p95', data: checkoutLatency.map((sample) => sample.p95), label: 'p95', showMark: false },
        { id: 'p50', data: checkoutLatency.map((sample) => sample.p50), label: 'Median', showMark: false },
      ]}
    >
      <DailyAverage seriesId="p95" />
    </LineChart>
  );
}
