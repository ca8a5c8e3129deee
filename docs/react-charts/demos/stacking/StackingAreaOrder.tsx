import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Hours streamed per week on a music service, by genre (thousands).
const genres = [
  { label: 'Pop', data: [42, 44, 47, 45, 49, 52, 55, 51, 48, 46, 50, 53] },
  { label: 'Hip-hop', data: [31, 33, 30, 36, 38, 41, 39, 42, 44, 43, 45, 47] },
  { label: 'Rock', data: [28, 27, 29, 26, 25, 27, 24, 23, 25, 24, 22, 23] },
  { label: 'Classical', data: [9, 10, 12, 11, 10, 9, 8, 9, 12, 14, 17, 21] },
  { label: 'Jazz', data: [7, 8, 7, 9, 8, 7, 9, 10, 9, 8, 9, 10] },
];

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'insideOut', 'appearance'];
const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackingAreaOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
          sx={{ minWidth: 150 }}
        >
          {orders.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
          sx={{ minWidth: 150 }}
        >
          {offsets.map((offset) => (
            <MenuItem key={offset} value={offset}>
              {offset}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 55 }]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'genres',
          area: true,
          showMark: false,
          stackOrder,
          stackOffset,
        }))}
      />
    </Stack>
  );
}
