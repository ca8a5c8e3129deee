import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won per party in an invented city council election.
const seats = [
  { id: 'green', label: 'Greens', value: 14 },
  { id: 'social', label: 'Social Democrats', value: 11 },
  { id: 'liberal', label: 'Liberals', value: 9 },
  { id: 'conservative', label: 'Conservatives', value: 8 },
  { id: 'local', label: 'Local List', value: 3 },
];

interface Setting {
  name: 'innerRadius' | 'paddingAngle' | 'cornerRadius';
  max: number;
}

const settings: Setting[] = [
  { name: 'innerRadius', max: 100 },
  { name: 'paddingAngle', max: 10 },
  { name: 'cornerRadius', max: 20 },
];

export default function PieShapePlayground() {
  const [shape, setShape] = React.useState({ innerRadius: 60, paddingAngle: 2, cornerRadius: 6 });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
      <Stack sx={{ minWidth: 200 }}>
        {settings.map(({ name, max }) => (
          <label key={name}>
            <Typography variant="body2">
              {name}: {shape[name]}
            </Typography>
            <Slider
              size="small"
              value={shape[name]}
              min={0}
              max={max}
              onChange={(_event, value) => setShape((current) => ({ ...current, [name]: value as number }))}
            />
          </label>
        ))}
      </Stack>
      <PieChart
        height={260}
        series={[{ data: seats, ...shape, valueFormatter: (item) => `${item.value} seats` }]}
        skipAnimation
      />
    </Stack>
  );
}
