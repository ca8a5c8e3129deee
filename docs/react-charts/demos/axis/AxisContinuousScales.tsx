import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type ValueScale = 'linear' | 'log' | 'sqrt' | 'symlog';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Sign-ups of a new app: a slow start, then fast growth after a press article in June.
const signUps = [40, 65, 110, 190, 340, 1250, 2900, 5400, 9800, 16500, 27400, 41800];

export default function AxisContinuousScales() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('linear');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: ValueScale | null) => next && setScaleType(next)}
        aria-label="Scale of the value axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="symlog">symlog</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ scaleType, label: 'New accounts', width: 70 }]}
        series={[{ data: signUps, label: 'Sign-ups per month' }]}
      />
    </Stack>
  );
}
