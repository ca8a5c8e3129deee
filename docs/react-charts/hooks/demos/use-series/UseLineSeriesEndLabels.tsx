import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// Share of visits per browser on a news site, in percent, per quarter (invented).
const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25'];

const EndLabel = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: theme.typography.fontWeightMedium,
  dominantBaseline: 'middle',
}));

// Writes each series label next to its last value, in the series colour.
function LineEndLabels() {
  const allSeries = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastCategory = quarters[quarters.length - 1] ?? '';
  const x = xScale(lastCategory);
  if (x === undefined) {
    return null;
  }
  return (
    <g>
      {allSeries.map((series) => {
        const last = series.data[series.data.length - 1];
        if (last === null || last === undefined) {
          return null;
        }
        return (
          <EndLabel key={series.id} x={x + 8} y={yScale(last)} fill={series.color}>
            {typeof series.label === 'string' ? series.label : series.id}
          </EndLabel>
        );
      })}
    </g>
  );
}

export default function UseLineSeriesEndLabels() {
  return (
    <LineChart
      height={320}
      margin={{ right: 110 }}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} %` }]}
      series={[
        { id: 'chromium', label: 'Chromium-based', data: [64, 65, 66, 66, 67, 68] },
        { id: 'safari', label: 'Safari', data: [24, 23, 23, 22, 22, 21] },
        { id: 'firefox', label: 'Firefox', data: [8, 8, 7, 8, 7, 7] },
        { id: 'other', label: 'Other', data: [4, 4, 4, 4, 4, 4] },
      ]}
      hideLegend
    >
      <LineEndLabels />
    </LineChart>
  );
}
