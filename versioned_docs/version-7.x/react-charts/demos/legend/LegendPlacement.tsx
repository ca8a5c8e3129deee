import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';

// The values v7 accepts for the legend placement.
type AnchorY = 'top' | 'middle' | 'bottom';
type AnchorX = 'left' | 'middle' | 'right';
type Direction = 'row' | 'column';

const commute = [
  { id: 0, value: 38, label: 'Bicycle' },
  { id: 1, value: 24, label: 'Tram' },
  { id: 2, value: 19, label: 'Walking' },
  { id: 3, value: 12, label: 'Car' },
  { id: 4, value: 7, label: 'Remote' },
];

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<AnchorY>('middle');
  const [horizontal, setHorizontal] = React.useState<AnchorX>('right');
  const [direction, setDirection] = React.useState<Direction>('column');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as AnchorY)}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as AnchorX)}
        >
          <MenuItem value="left">left</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="right">right</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          <MenuItem value="row">row</MenuItem>
          <MenuItem value="column">column</MenuItem>
        </TextField>
      </Stack>
      <PieChart
        height={300}
        series={[{ data: commute, outerRadius: 90, cx: '50%' }]}
        margin={{ top: 60, bottom: 60, left: 120, right: 120 }}
        slotProps={{ legend: { position: { vertical, horizontal }, direction, padding: 0 } }}
      />
    </Stack>
  );
}
