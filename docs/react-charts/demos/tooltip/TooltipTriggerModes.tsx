import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Support tickets opened per weekday, by channel (invented).
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const email = [132, 118, 121, 109, 97, 41, 36];
const chat = [88, 94, 101, 96, 84, 52, 47];
const phone = [61, 55, 49, 52, 44, 12, 0];

type Trigger = 'item' | 'axis' | 'none';

export default function TooltipTriggerModes() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ label: 'Tickets' }]}
        series={[
          { data: email, label: 'Email' },
          { data: chat, label: 'Chat' },
          { data: phone, label: 'Phone' },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
