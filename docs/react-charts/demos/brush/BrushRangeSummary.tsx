import * as React from 'react';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import type { XAxis } from '@mui/x-charts/models';
import { hourlyDemand } from '../shared-features/officeEnergy';

type Range = { from: Date; to: Date };

const time = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const xAxis: XAxis<'utc'>[] = [
  { dataKey: 'time', scaleType: 'utc', valueFormatter: (value: Date) => time.format(value) },
];

function summarize(range: Range) {
  const inRange = hourlyDemand.filter((point) => point.time >= range.from && point.time <= range.to);
  if (inRange.length === 0) {
    return 'No full hour in the selection.';
  }
  const total = inRange.reduce((sum, point) => sum + point.kW, 0);
  const peak = Math.max(...inRange.map((point) => point.kW));
  return `${time.format(range.from)} to ${time.format(range.to)}: ${inRange.length} hours, ${total} kWh used, peak ${peak} kW.`;
}

// Lives inside the chart: turns the brush coordinates (pixels) into dates and reports them.
function BrushToRange({ onChange }: { onChange: (range: Range) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'utc'>();
  const theme = useTheme();
  const { top } = useDrawingArea();

  const startX = brush?.start.x;
  const currentX = brush?.current.x;

  // Dates as numbers, so the effect below runs only when the selected times change.
  const [fromTime, toTime] = React.useMemo(() => {
    if (startX === undefined || currentX === undefined) {
      return [null, null];
    }
    const [left, right] = startX < currentX ? [startX, currentX] : [currentX, startX];
    return [xScale.invert(left).getTime(), xScale.invert(right).getTime()];
  }, [startX, currentX, xScale]);

  React.useEffect(() => {
    if (fromTime !== null && toTime !== null) {
      onChange({ from: new Date(fromTime), to: new Date(toTime) });
    }
  }, [fromTime, toTime, onChange]);

  if (currentX === undefined || toTime === null) {
    return null;
  }
  return (
    <text
      x={currentX}
      y={top + 14}
      textAnchor="middle"
      fill={theme.vars.palette.text.primary}
      style={{ fontSize: 12 }}
    >
      {time.format(xScale.invert(currentX))}
    </text>
  );
}

export default function BrushRangeSummary() {
  const [range, setRange] = React.useState<Range | null>(null);

  return (
    <div>
      <LineChart
        height={280}
        brushConfig={{ enabled: true }}
        dataset={hourlyDemand}
        xAxis={xAxis}
        yAxis={[{ label: 'Demand (kW)' }]}
        series={[{ dataKey: 'kW', label: 'Electricity demand', showMark: false }]}
        margin={{ right: 30 }}
        hideLegend
      >
        <ChartsBrushOverlay />
        <BrushToRange onChange={setRange} />
      </LineChart>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {range ? summarize(range) : 'Drag across the chart to select a time range.'}
      </Typography>
    </div>
  );
}
