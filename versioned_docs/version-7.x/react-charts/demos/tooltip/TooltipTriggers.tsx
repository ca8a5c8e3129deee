import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const sports = ['Football', 'Swimming', 'Tennis', 'Climbing', 'Cycling'];

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={trigger}
        onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        tooltip={{ trigger }}
        xAxis={[{ scaleType: 'band', data: sports }]}
        series={[
          { data: [340, 120, 95, 60, 210], label: 'Members under 18' },
          { data: [210, 185, 160, 140, 275], label: 'Adult members' },
        ]}
      />
    </Stack>
  );
}
