import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
];

const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
// Water level of a tidal harbour, in metres above chart datum.
const waterLevel = [3.9, 2.6, 1.2, 0.8, 1.9, 3.4, 4.3, 3.5, 1.9, 0.9, 1.4, 2.9];

export default function LinesCurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours, label: 'Hour' }]}
        yAxis={[{ label: 'Water level (m)', min: 0 }]}
        series={[{ data: waterLevel, label: 'Water level', curve }]}
        hideLegend
        skipAnimation
      />
    </Stack>
  );
}
