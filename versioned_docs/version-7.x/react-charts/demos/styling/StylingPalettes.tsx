import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  custom: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
};
type PaletteName = keyof typeof palettes;

const instruments = ['Strings', 'Brass', 'Woodwind', 'Percussion'];

export default function StylingPalettes() {
  const [name, setName] = React.useState<PaletteName>('blueberryTwilight');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(_event, next: PaletteName | null) => next && setName(next)}
        aria-label="Colour palette"
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[name]}
        xAxis={[{ scaleType: 'band', data: instruments }]}
        series={[
          { data: [34, 11, 9, 4], label: 'Orchestra A' },
          { data: [30, 12, 10, 5], label: 'Orchestra B' },
          { data: [26, 9, 8, 6], label: 'Youth orchestra' },
          { data: [18, 14, 6, 3], label: 'Wind band' },
          { data: [12, 4, 4, 2], label: 'Chamber ensemble' },
        ]}
      />
    </Stack>
  );
}
