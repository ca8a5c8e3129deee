import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { RadarChart } from '@mui/x-charts/RadarChart';

// How often customers mention each topic in reviews, per 100 reviews.
const topics = ['Price', 'Delivery', 'Quality', 'Packaging', 'Support', 'Returns', 'Choice'];

export default function RadarGridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value as 'sharp' | 'circular')}
          sx={{ width: 140 }}
        >
          <MenuItem value="sharp">sharp</MenuItem>
          <MenuItem value="circular">circular</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="divisions"
          value={divisions}
          onChange={(event) => setDivisions(Number(event.target.value))}
          sx={{ width: 120 }}
        >
          {[2, 4, 5, 10].map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <RadarChart
        height={320}
        shape={shape}
        divisions={divisions}
        stripeColor={stripes ? undefined : null}
        radar={{ max: 50, metrics: topics }}
        series={[
          { label: 'Praise', data: [22, 35, 41, 12, 18, 9, 27] },
          { label: 'Complaints', data: [31, 14, 8, 19, 11, 24, 6] },
        ]}
        skipAnimation
      />
    </Stack>
  );
}
