import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Orders picked per shift in a distribution centre over one week (invented).
const shifts = ['Early', 'Day', 'Late', 'Night'];
const picks = [
  { data: [5120, 6480, 5830, 2140], label: 'Weekdays (average)' },
  { data: [3310, 4020, 3560, 1220], label: 'Weekend (average)' },
];

type Anchor = 'pointer' | 'node';

export default function TooltipAnchorPosition() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={anchor}
        onChange={(_event, value: Anchor | null) => value && setAnchor(value)}
        aria-label="Tooltip anchor"
      >
        <ToggleButton value="node">anchor: node, position: top</ToggleButton>
        <ToggleButton value="pointer">anchor: pointer</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: shifts }]}
        yAxis={[{ label: 'Orders picked', width: 60 }]}
        series={picks}
        slotProps={{
          tooltip:
            anchor === 'node'
              ? { trigger: 'item', anchor: 'node', position: 'top' }
              : { trigger: 'item', anchor: 'pointer' },
        }}
      />
    </Stack>
  );
}
