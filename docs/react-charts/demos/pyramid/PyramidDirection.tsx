import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'auto' | 'increasing' | 'decreasing';

// A support desk: tickets handled at each level in one month.
const support = [
  { label: 'Level 1: help desk', value: 2_400 },
  { label: 'Level 2: specialists', value: 610 },
  { label: 'Level 3: engineering', value: 95 },
];

export default function PyramidDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_event, value: Direction | null) => value && setDirection(value)}
        aria-label="funnelDirection"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[
          {
            data: support,
            curve: 'pyramid',
            funnelDirection: direction,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} tickets`,
          },
        ]}
        skipAnimation
      />
    </div>
  );
}
