import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';
import { energyByUse } from '../shared-features/officeEnergy';

const palettes: Record<string, ChartsColorPalette> = {
  'Rainbow surge (default)': rainbowSurgePalette,
  'Blueberry twilight': blueberryTwilightPalette,
  'Mango fusion': mangoFusionPalette,
  'Cheerful fiesta': cheerfulFiestaPalette,
  'Custom list': ['#00796b', '#f9a825', '#5e35b1', '#c62828'],
};

const quarters = ['Jan', 'Apr', 'Jul', 'Oct'];
const pick = (values: number[]) => [values[0], values[3], values[6], values[9]].map((value) => value ?? null);

export default function StylingPaletteChoice() {
  const [paletteName, setPaletteName] = React.useState('Rainbow surge (default)');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Palette"
        value={paletteName}
        onChange={(event) => setPaletteName(event.target.value)}
        sx={{ maxWidth: 260 }}
      >
        {Object.keys(palettes).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        colors={palettes[paletteName]}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'Energy (MWh)' }]}
        series={[
          { data: pick(energyByUse.heating), label: 'Heating' },
          { data: pick(energyByUse.cooling), label: 'Cooling' },
          { data: pick(energyByUse.lighting), label: 'Lighting' },
          { data: pick(energyByUse.equipment), label: 'Equipment' },
        ]}
      />
    </Stack>
  );
}
