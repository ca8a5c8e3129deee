import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

interface Setting {
  name: 'startAngle' | 'endAngle' | 'innerRadius' | 'cornerRadius';
  min: number;
  max: number;
}

const settings: Setting[] = [
  { name: 'startAngle', min: -180, max: 180 },
  { name: 'endAngle', min: -180, max: 180 },
  { name: 'innerRadius', min: 0, max: 100 },
  { name: 'cornerRadius', min: 0, max: 50 },
];

export default function GaugeArcShape() {
  const [shape, setShape] = React.useState({ startAngle: -120, endAngle: 120, innerRadius: 70, cornerRadius: 40 });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Stack sx={{ width: 240 }}>
        {settings.map(({ name, min, max }) => (
          <label key={name}>
            <Typography variant="body2">
              {name}: {shape[name]}
              {name === 'innerRadius' || name === 'cornerRadius' ? '%' : '°'}
            </Typography>
            <Slider
              size="small"
              value={shape[name]}
              min={min}
              max={max}
              onChange={(_event, value) => setShape((current) => ({ ...current, [name]: value as number }))}
            />
          </label>
        ))}
      </Stack>
      <Gauge
        width={220}
        height={200}
        value={64}
        startAngle={shape.startAngle}
        endAngle={shape.endAngle}
        innerRadius={`${shape.innerRadius}%`}
        cornerRadius={`${shape.cornerRadius}%`}
        text={({ value }) => `${value} km/h`}
      />
    </Stack>
  );
}
