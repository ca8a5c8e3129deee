import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Water level of a reservoir at the end of each month, in percent of capacity (invented).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const level = [71, 76, 84, 91, 93, 88, 79, 68, 60, 58, 63, 69];

const Outline = styled('rect')(({ theme }) => ({
  fill: 'none',
  stroke: (theme.vars || theme).palette.primary.main,
  strokeDasharray: '4 4',
}));

const Readout = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fontFamily: 'monospace',
  fill: (theme.vars || theme).palette.primary.main,
}));

// Outlines the drawing area and prints its six values.
function DrawingAreaReadout() {
  const { left, top, width, height, right, bottom } = useDrawingArea();
  return (
    <g>
      <Outline x={left} y={top} width={width} height={height} />
      <Readout x={left + 8} y={top + 16}>
        {`left ${left}  top ${top}  right ${right}  bottom ${bottom}`}
      </Readout>
      <Readout x={left + 8} y={top + 32}>
        {`width ${Math.round(width)}  height ${Math.round(height)}`}
      </Readout>
    </g>
  );
}

export default function UseDrawingAreaOutline() {
  return (
    <LineChart
      height={300}
      margin={{ top: 30, right: 30, bottom: 10, left: 10 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, max: 100, label: 'Capacity (%)' }]}
      series={[{ data: level, label: 'Reservoir level' }]}
      hideLegend
    >
      <DrawingAreaReadout />
    </LineChart>
  );
}
