import * as React from 'react';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// A needle drawn from the gauge state: the angle of the value, the centre and the radius.
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="currentColor" />
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

export default function GaugeSpeedometer() {
  return (
    <GaugeContainer
      width={240}
      height={180}
      value={87}
      valueMax={130}
      startAngle={-120}
      endAngle={120}
      innerRadius="85%"
      aria-label="Speed: 87 km/h"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
      <GaugeValueText text={({ value }) => `${value} km/h`} transform="translate(0, 45)" />
    </GaugeContainer>
  );
}
