import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

// Visitors per month at a seaside museum; two months had a special exhibition (invented).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitors = [3100, 3350, 4200, 6100, 7400, 9800, 14200, 15100, 9300, 6900, 4100, 5200];
const exhibitions: Record<string, string> = { Apr: 'Shipwrecks', Dec: 'Winter lights' };

const Marker = styled('line')(({ theme }) => ({
  stroke: (theme.vars || theme).palette.secondary.main,
  strokeWidth: 2,
}));

const MarkerLabel = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.secondary.main,
}));

// useXAxis(id) gives the axis with its data and its scale: enough to find where a category is drawn.
function ExhibitionMarkers() {
  const axis = useXAxis<'point'>('months');
  const { left, top, width, height } = useDrawingArea();
  const categories = (axis.data ?? []) as string[];
  return (
    <g>
      {categories
        .filter((month) => month in exhibitions)
        .map((month) => {
          const x = axis.scale(month);
          if (x === undefined) {
            return null;
          }
          return (
            <g key={month}>
              <Marker x1={x} x2={x} y1={top} y2={top + height} />
              {/* Labels in the right half go to the left of their line, to stay inside the chart. */}
              <MarkerLabel
                x={x > left + width / 2 ? x - 4 : x + 4}
                y={top + 12}
                textAnchor={x > left + width / 2 ? 'end' : 'start'}
              >
                {exhibitions[month]}
              </MarkerLabel>
            </g>
          );
        })}
    </g>
  );
}

export default function UseXAxisCategoryMarkers() {
  return (
    <LineChart
      height={300}
      xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
      yAxis={[{ width: 55 }]}
      series={[{ data: visitors, label: 'Visitors', area: true, showMark: false }]}
      hideLegend
    >
      <ExhibitionMarkers />
    </LineChart>
  );
}
