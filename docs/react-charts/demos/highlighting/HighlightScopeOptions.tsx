import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightScope } from '@mui/x-charts/context';

type Highlight = NonNullable<HighlightScope['highlight']>;
type Fade = NonNullable<HighlightScope['fade']>;

const departments = ['Sales', 'Engineering', 'Support', 'Finance', 'Marketing'];
// Answers to "Would you recommend us as an employer?", by department.
const answers = [
  { label: 'Yes', data: [42, 77, 35, 18, 29] },
  { label: 'Not sure', data: [21, 30, 22, 9, 14] },
  { label: 'No', data: [9, 12, 17, 4, 6] },
];

export default function HighlightScopeOptions() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: departments }]}
        yAxis={[{ label: 'Answers' }]}
        series={answers.map((answer) => ({ ...answer, highlightScope: { highlight, fade } }))}
      />
    </Stack>
  );
}
