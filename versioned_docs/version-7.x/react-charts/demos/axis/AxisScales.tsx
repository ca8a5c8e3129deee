import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

type Scale = 'linear' | 'log' | 'sqrt';

// Users of a small app, one value per month since launch.
const users = [120, 260, 540, 1100, 2300, 4700, 9100, 17600, 31000, 52000, 80000, 115000];
const months = users.map((_value, index) => index + 1);

export default function AxisScales() {
  const [scale, setScale] = React.useState<Scale>('log');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scale}
        onChange={(_event, next: Scale | null) => next && setScale(next)}
        aria-label="Scale of the y-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: months, label: 'Months since launch', tickMinStep: 1 }]}
        yAxis={[{ scaleType: scale }]}
        series={[{ data: users, label: 'Monthly active users' }]}
        margin={{ left: 60 }}
      />
    </Stack>
  );
}
