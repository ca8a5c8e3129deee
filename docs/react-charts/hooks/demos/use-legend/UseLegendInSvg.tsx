import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useLegend } from '@mui/x-charts/hooks';

// Average minutes a patient waits at an urgent care clinic, per time of day (invented).
const periods = ['Morning', 'Midday', 'Afternoon', 'Evening', 'Night'];

const LegendText = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.text.primary,
  dominantBaseline: 'middle',
}));

const LegendBackground = styled('rect')(({ theme }) => ({
  fill: (theme.vars || theme).palette.background.paper,
  stroke: (theme.vars || theme).palette.divider,
}));

const ROW_HEIGHT = 20;

// The legend drawn inside the SVG, in the top-right corner of the drawing area:
// it is part of the image when the chart is exported.
function CornerLegend() {
  const { items } = useLegend();
  const { left, top, width } = useDrawingArea();
  const boxWidth = 130;
  const x = left + width - boxWidth - 8;
  return (
    <g transform={`translate(${x}, ${top + 8})`}>
      <LegendBackground width={boxWidth} height={items.length * ROW_HEIGHT + 8} rx={4} />
      {items.map((item, index) => (
        <g key={String(item.seriesId)} transform={`translate(10, ${4 + index * ROW_HEIGHT + ROW_HEIGHT / 2})`}>
          <rect x={0} y={-5} width={10} height={10} rx={2} fill={item.color} />
          <LegendText x={18} y={0}>
            {item.label}
          </LegendText>
        </g>
      ))}
    </g>
  );
}

export default function UseLegendInSvg() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: periods }]}
      yAxis={[{ label: 'Minutes', max: 120 }]}
      series={[
        { id: 'weekday', label: 'Weekdays', data: [34, 52, 47, 71, 39] },
        { id: 'weekend', label: 'Weekends', data: [41, 63, 58, 88, 45] },
      ]}
      hideLegend
    >
      <CornerLegend />
    </BarChart>
  );
}
