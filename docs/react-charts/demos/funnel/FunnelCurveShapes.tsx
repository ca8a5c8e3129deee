import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

// Leads of a B2B software company moving through the sales pipeline in one quarter.
const pipeline = [
  { label: 'Leads', value: 1200 },
  { label: 'Qualified', value: 540 },
  { label: 'Demo given', value: 260 },
  { label: 'Proposal sent', value: 120 },
  { label: 'Won', value: 46 },
];

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'step'];

export default function FunnelCurveShapes() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value: FunnelCurveType | null) => value && setCurve(value)}
        aria-label="Curve"
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[{ data: pipeline, curve, valueFormatter: (item) => `${item.value} leads` }]}
        hideLegend
        skipAnimation
      />
    </div>
  );
}
