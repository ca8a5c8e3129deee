import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];

export default function BarsGroupedRainfall() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <label style={{ flex: 1 }}>
          <Typography variant="body2">categoryGapRatio: {categoryGapRatio}</Typography>
          <Slider
            size="small"
            value={categoryGapRatio}
            min={0}
            max={0.8}
            step={0.05}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
          />
        </label>
        <label style={{ flex: 1 }}>
          <Typography variant="body2">barGapRatio: {barGapRatio}</Typography>
          <Slider
            size="small"
            value={barGapRatio}
            min={-0.5}
            max={1}
            step={0.05}
            onChange={(_event, value) => setBarGapRatio(value as number)}
          />
        </label>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: seasons, categoryGapRatio, barGapRatio }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[
          { label: 'Galway', data: [362, 241, 226, 331] },
          { label: 'Dublin', data: [196, 154, 168, 215] },
          { label: 'Kilkenny', data: [251, 183, 191, 262] },
        ]}
        skipAnimation
      />
    </Stack>
  );
}
