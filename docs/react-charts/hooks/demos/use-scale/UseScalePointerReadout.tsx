import * as React from 'react';
import { styled } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';

// Outdoor temperature and the heat pump's coefficient of performance, hourly readings (invented).
const readings = [
  [-8, 2.1], [-6, 2.3], [-5, 2.4], [-3, 2.6], [-2, 2.8], [0, 3.0], [1, 3.1], [2, 3.2], [3, 3.4], [4, 3.5],
  [5, 3.6], [6, 3.8], [7, 3.9], [8, 4.0], [9, 4.2], [10, 4.3], [11, 4.4], [12, 4.6], [13, 4.7], [14, 4.9],
  [-7, 2.2], [-4, 2.5], [-1, 2.9], [2, 3.3], [5, 3.5], [8, 4.1], [11, 4.5], [14, 4.8], [15, 5.0], [16, 5.1],
].map(([x = 0, y = 0], index) => ({ id: index, x, y }));

const Crosshair = styled('path')(({ theme }) => ({
  stroke: (theme.vars || theme).palette.text.secondary,
  strokeDasharray: '3 3',
  fill: 'none',
  pointerEvents: 'none',
}));

const ReadoutText = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.text.primary,
  pointerEvents: 'none',
}));

// invert() turns a pixel position back into axis values.
function PointerReadout() {
  const svgRef = useSvgRef();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  const [pointer, setPointer] = React.useState<{ x: number; y: number } | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const box = svg.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      const inside = x >= left && x <= left + width && y >= top && y <= top + height;
      setPointer(inside ? { x, y } : null);
    };
    const handleLeave = () => setPointer(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, left, top, width, height]);

  if (!pointer) {
    return null;
  }
  const temperature = xScale.invert(pointer.x);
  const performance = yScale.invert(pointer.y);
  return (
    <g>
      <Crosshair d={`M ${left} ${pointer.y} H ${left + width} M ${pointer.x} ${top} V ${top + height}`} />
      <ReadoutText x={pointer.x + 8} y={pointer.y - 8}>
        {`${temperature.toFixed(1)} °C, COP ${performance.toFixed(2)}`}
      </ReadoutText>
    </g>
  );
}

export default function UseScalePointerReadout() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Outdoor temperature (°C)' }]}
      yAxis={[{ label: 'Coefficient of performance', min: 1.5 }]}
      series={[{ data: readings, label: 'Hourly readings', markerSize: 4 }]}
      slotProps={{ tooltip: { trigger: 'none' } }}
      hideLegend
    >
      <PointerReadout />
    </ScatterChart>
  );
}
