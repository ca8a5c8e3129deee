import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Harbour', 'Old Town', 'Station', 'Campus', 'Airport'];
// Coffees sold per store over three consecutive weeks.
const weeks = [
  { name: 'Week 10', sold: [1840, 2210, 2630, 1420, 3120] },
  { name: 'Week 11', sold: [1960, 2050, 2810, 1730, 2890] },
  { name: 'Week 12', sold: [1710, 2390, 2540, 1980, 3310] },
];

export default function AnimationDataUpdates() {
  const [weekIndex, setWeekIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const week = weeks[weekIndex] ?? { name: '', sold: [] };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setWeekIndex((index) => (index + 1) % weeks.length)}>
          Show next week
        </Button>
        <FormControlLabel
          control={
            <Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: stores }]}
        yAxis={[{ min: 0, max: 3500 }]}
        series={[
          {
            data: week.sold,
            label: `Coffees sold, ${week.name}`,
            barLabel: 'value',
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </Stack>
  );
}
