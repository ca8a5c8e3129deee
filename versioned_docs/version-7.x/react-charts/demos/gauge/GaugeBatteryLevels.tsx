import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBatteryLevels() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Gauge width={140} height={140} value={72} />
      <Gauge width={140} height={140} value={72} startAngle={-110} endAngle={110} />
      <Gauge
        width={140}
        height={140}
        value={3.6}
        valueMin={0}
        valueMax={5}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
      />
    </Stack>
  );
}
