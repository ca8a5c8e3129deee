import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

const locales = { 'en-US': 'English (US)', 'de-DE': 'Deutsch', 'fr-FR': 'Français', 'ja-JP': '日本語' };
type Locale = keyof typeof locales;

const regions = ['North', 'East', 'South', 'West'];
// Annual revenue per sales region, in euros.
const revenue = [1284500, 972300, 1561900, 1108250];

export default function LocalizationNumberFormats() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');

  const formatters = React.useMemo(
    () => ({
      full: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      short: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    }),
    [locale],
  );

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
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ width: 70, valueFormatter: (value: number) => formatters.short.format(value) }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? '' : formatters.full.format(value)),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
