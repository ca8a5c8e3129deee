import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
];

// A river gauge that failed to report on days 4 and 5.
const levels = [1.42, 1.51, 1.73, null, null, 2.36, 2.18, 1.95, 1.77, 1.64];
const days = levels.map((_level, index) => index + 1);

export default function LinesCurvesAndGaps() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ minWidth: 160 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />
          }
          label="connectNulls"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: days, label: 'Day of the month', tickMinStep: 1 }]}
        series={[{ data: levels, label: 'Water level (m)', curve, connectNulls }]}
      />
    </Stack>
  );
}
