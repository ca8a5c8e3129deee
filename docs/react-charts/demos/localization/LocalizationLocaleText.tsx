import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  elGRLocaleText,
  enUSLocaleText,
  frFRLocalText,
  nbNOLocaleText,
  ptBRLocaleText,
  ptPTLocaleText,
  svSELocaleText,
} from '@mui/x-charts/locales';

const packs = {
  enUS: enUSLocaleText,
  frFR: frFRLocalText,
  ptBR: ptBRLocaleText,
  ptPT: ptPTLocaleText,
  svSE: svSELocaleText,
  nbNO: nbNOLocaleText,
  elGR: elGRLocaleText,
};
type Pack = keyof typeof packs;
type State = 'loading' | 'empty';

export default function LocalizationLocaleText() {
  const [pack, setPack] = React.useState<Pack>('frFR');
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          size="small"
          label="Locale pack"
          value={pack}
          onChange={(event) => setPack(event.target.value as Pack)}
          sx={{ minWidth: 160 }}
        >
          {Object.keys(packs).map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state}
          onChange={(_event, next: State | null) => next && setState(next)}
          aria-label="Chart state"
        >
          <ToggleButton value="loading">loading</ToggleButton>
          <ToggleButton value="empty">no data</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={240}
        localeText={packs[pack]}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[{ data: [], label: 'Orders' }]}
        hideLegend
      />
    </Stack>
  );
}
