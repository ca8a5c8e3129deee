import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

function Needle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, measured clockwise from twelve o'clock.
  const length = (outerRadius + innerRadius) / 2;
  const tip = { x: cx + length * Math.sin(valueAngle), y: cy - length * Math.cos(valueAngle) };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill={theme.palette.text.primary} />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke={theme.palette.text.primary} strokeWidth={3} />
    </g>
  );
}

function ValueLabel() {
  const theme = useTheme();
  const { value, cx, cy } = useGaugeState();
  return (
    <text
      x={cx}
      y={cy + 40}
      textAnchor="middle"
      fill={theme.palette.text.primary}
      style={{ fontSize: 20, fontWeight: 600 }}
    >
      AQI {value}
    </text>
  );
}

// Air quality index of a city, on a 0–300 scale.
export default function GaugeNeedle() {
  return (
    <GaugeContainer
      height={220}
      value={132}
      valueMax={300}
      startAngle={-120}
      endAngle={120}
      innerRadius="70%"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
      <ValueLabel />
    </GaugeContainer>
  );
}
