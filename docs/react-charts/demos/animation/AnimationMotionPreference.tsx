import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of a city's household waste per destination, for two years.
const years = {
  2023: [
    { id: 'recycled', label: 'Recycled', value: 38 },
    { id: 'composted', label: 'Composted', value: 14 },
    { id: 'incinerated', label: 'Incinerated', value: 33 },
    { id: 'landfill', label: 'Landfill', value: 15 },
  ],
  2024: [
    { id: 'recycled', label: 'Recycled', value: 44 },
    { id: 'composted', label: 'Composted', value: 19 },
    { id: 'incinerated', label: 'Incinerated', value: 29 },
    { id: 'landfill', label: 'Landfill', value: 8 },
  ],
};

export default function AnimationMotionPreference() {
  const [year, setYear] = React.useState<2023 | 2024>(2023);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Stack spacing={2}>
      <Alert severity="info">
        {prefersReducedMotion
          ? 'Your system asks for reduced motion: the chart switches years without animating.'
          : 'Your system does not ask for reduced motion: the slices animate between years.'}
      </Alert>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setYear((current) => (current === 2023 ? 2024 : 2023))}
      >
        Show {year === 2023 ? 2024 : 2023}
      </Button>
      <PieChart
        height={260}
        series={[
          {
            data: years[year],
            innerRadius: '50%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Stack>
  );
}
