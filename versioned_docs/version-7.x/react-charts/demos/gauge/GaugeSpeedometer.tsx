import * as React from 'react';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

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

// The speed, written under the pivot of the needle.
function SpeedLabel() {
  const { value, cx, cy } = useGaugeState();
  return (
    <text x={cx} y={cy + 40} textAnchor="middle" fontSize={18} fill="currentColor">
      {value === null ? '–' : `${value} km/h`}
    </text>
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
      <SpeedLabel />
    </GaugeContainer>
  );
}
