import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

// A tapered needle: a thin triangle drawn pointing straight up from the centre, then turned to the
// value. useGaugeState gives the angle in radians, clockwise from twelve o'clock, which is also the
// direction of SVG's rotate() once converted to degrees.
function Needle() {
  const theme = useTheme();
  const { valueAngle, innerRadius, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const reach = innerRadius + (outerRadius - innerRadius) * 0.4;
  const halfBase = 5;
  const degrees = (valueAngle * 180) / Math.PI;
  const ink = (theme.vars || theme).palette.text.primary;
  return (
    <g transform={`translate(${cx} ${cy}) rotate(${degrees})`}>
      <polygon points={`${-halfBase},0 0,${-reach} ${halfBase},0`} fill={ink} />
      <circle r={9} fill={(theme.vars || theme).palette.background.paper} stroke={ink} strokeWidth={3} />
    </g>
  );
}

function Reading() {
  const theme = useTheme();
  const { value, valueMax, cx, cy } = useGaugeState();
  return (
    <text
      x={cx}
      y={cy + 42}
      textAnchor="middle"
      fill={(theme.vars || theme).palette.text.primary}
      style={{ fontSize: 18, fontWeight: 600 }}
    >
      AQI {value} / {valueMax}
    </text>
  );
}

// Air quality index of a city, on a 0–300 scale.
export default function GaugeNeedle() {
  return (
    <GaugeContainer height={220} value={132} valueMax={300} startAngle={-125} endAngle={125} innerRadius="72%">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
      <Reading />
    </GaugeContainer>
  );
}
