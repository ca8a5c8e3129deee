import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type DayType = 'weekday' | 'weekend';

const hours = Array.from({ length: 12 }, (_, index) => `${String(index * 2).padStart(2, '0')}:00`);
// Average passengers per hour at a metro station.
const profiles: Record<DayType, number[]> = {
  weekday: [120, 40, 30, 1850, 2400, 980, 1100, 1250, 2650, 2100, 860, 390],
  weekend: [410, 260, 60, 240, 690, 1310, 1580, 1620, 1490, 1380, 1120, 780],
};

export default function AnimationLineMorph() {
  const [dayType, setDayType] = React.useState<DayType>('weekday');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={dayType}
        onChange={(_event, next: DayType | null) => next && setDayType(next)}
        aria-label="Day type"
      >
        <ToggleButton value="weekday">Weekday</ToggleButton>
        <ToggleButton value="weekend">Weekend</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 2800, width: 55 }]}
        series={[{ data: profiles[dayType], label: 'Passengers per hour', area: true, curve: 'monotoneX' }]}
        hideLegend
      />
    </Stack>
  );
}
