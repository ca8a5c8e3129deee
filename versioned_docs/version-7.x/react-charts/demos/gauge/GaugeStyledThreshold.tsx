import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

function colorFor(value: number) {
  if (value >= 85) {
    return '#d32f2f';
  }
  return value >= 60 ? '#f57c00' : '#388e3c';
}

export default function GaugeStyledThreshold() {
  const [load, setLoad] = React.useState(64);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 320, mx: 'auto' }}>
      <Gauge
        width={220}
        height={160}
        value={load}
        startAngle={-100}
        endAngle={100}
        innerRadius="72%"
        text={({ value }) => `${value}% CPU`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(load) },
          [`& .${gaugeClasses.referenceArc}`]: { fill: 'rgba(127, 127, 127, 0.2)' },
        }}
      />
      <Slider
        value={load}
        onChange={(_event, value) => setLoad(value as number)}
        aria-label="Processor load"
        valueLabelDisplay="auto"
      />
    </Stack>
  );
}
