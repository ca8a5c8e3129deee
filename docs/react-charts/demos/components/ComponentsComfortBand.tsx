import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 13 }, (_, index) => `${String(index + 7).padStart(2, '0')}:00`);
// Indoor temperature of a meeting room during one working day, in °C.
const indoor = [18.4, 19.1, 20.3, 21.6, 22.9, 24.1, 25.2, 25.8, 25.1, 24.0, 23.2, 22.1, 21.0];

// Shades the temperatures that the building manager considers comfortable.
function ComfortBand({ from, to }: { from: number; to: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to) ?? 0;
  const bottom = yScale(from) ?? 0;

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        fill={theme.vars.palette.success.main}
        opacity={0.12}
      />
      <text x={left + 8} y={top + 16} fill={theme.vars.palette.text.secondary} style={{ fontSize: 12 }}>
        Comfort range {from}–{to} °C
      </text>
    </g>
  );
}

export default function ComponentsComfortBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 16, max: 28, label: '°C' }]}
      series={[{ data: indoor, label: 'Indoor temperature', valueFormatter: (value) => `${value} °C` }]}
      hideLegend
    >
      <ComfortBand from={20} to={24} />
    </LineChart>
  );
}
