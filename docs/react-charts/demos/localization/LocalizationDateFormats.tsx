import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { meanTemperature } from '../shared-features/climate';

const locales = { 'en-GB': 'English (UK)', 'es-ES': 'Español', 'pl-PL': 'Polski', 'ko-KR': '한국어' };
type Locale = keyof typeof locales;

// The first day of each month of 2025, in UTC.
const months = meanTemperature.map((_, index) => new Date(Date.UTC(2025, index, 1)));

export default function LocalizationDateFormats() {
  const [locale, setLocale] = React.useState<Locale>('es-ES');

  const tick = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const degrees = new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        sx={{ maxWidth: 220 }}
      >
        {Object.entries(locales).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name} ({code})
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            tickInterval: months,
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? tick.format(value) : long.format(value),
          },
        ]}
        yAxis={[{ width: 60, valueFormatter: (value: number) => degrees.format(value) }]}
        series={[
          {
            data: meanTemperature,
            label: 'Mean temperature',
            valueFormatter: (value) => (value === null ? '' : degrees.format(value)),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
