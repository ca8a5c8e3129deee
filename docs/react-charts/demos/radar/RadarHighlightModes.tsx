import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Highlight = 'axis' | 'series' | 'none';

// Average monthly hours each team spends per activity.
const activities = ['Meetings', 'Coding', 'Reviews', 'Support', 'Planning', 'Training'];

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('axis');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value: Highlight | null) => value && setHighlight(value)}
        aria-label="Highlight mode"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        highlight={highlight}
        radar={{ max: 80, metrics: activities }}
        series={[
          { label: 'Payments team', data: [34, 62, 21, 18, 12, 6], fillArea: true, valueFormatter: (value) => `${value} h` },
          { label: 'Mobile team', data: [22, 71, 26, 9, 15, 10], fillArea: true, valueFormatter: (value) => `${value} h` },
          { label: 'Platform team', data: [28, 48, 30, 35, 10, 8], fillArea: true, valueFormatter: (value) => `${value} h` },
        ]}
        skipAnimation
      />
    </div>
  );
}
