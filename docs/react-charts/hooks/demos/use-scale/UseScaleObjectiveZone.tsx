import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { checkoutLatency, latencyObjectiveMs } from '../../../demos/shared-resources/serverLatency';

const BreachZone = styled('rect')(({ theme }) => ({
  fill: (theme.vars || theme).palette.error.main,
  opacity: 0.12,
}));

const ZoneLabel = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.error.main,
}));

// Shades everything above the objective: the y scale turns milliseconds into pixels.
function ObjectiveZone({ thresholdMs }: { thresholdMs: number }) {
  const yScale = useYScale<'linear'>();
  const { left, top, width } = useDrawingArea();
  const y = yScale(thresholdMs);
  const height = Math.max(0, y - top);
  return (
    <g>
      <BreachZone x={left} y={top} width={width} height={height} />
      <ZoneLabel x={left + 6} y={y - 6}>
        {`Above the ${thresholdMs} ms objective`}
      </ZoneLabel>
    </g>
  );
}

export default function UseScaleObjectiveZone() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: checkoutLatency.map((sample) => sample.hour) }]}
      yAxis={[{ label: 'Response time (ms)', width: 60, min: 0, max: 600 }]}
      series={[
        {
          data: checkoutLatency.map((sample) => sample.p95),
          label: '95th percentile',
          valueFormatter: (value) => `${value} ms`,
        },
      ]}
      hideLegend
    >
      <ObjectiveZone thresholdMs={latencyObjectiveMs} />
    </LineChart>
  );
}
