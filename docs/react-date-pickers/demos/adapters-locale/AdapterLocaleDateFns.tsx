import * as React from 'react';
import { enUS, es, pl, type Locale } from 'date-fns/locale';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales: Record<string, { label: string; locale: Locale }> = {
  enUS: { label: 'English (US)', locale: enUS },
  es: { label: 'Español', locale: es },
  pl: { label: 'Polski', locale: pl },
};

export default function AdapterLocaleDateFns() {
  const [localeKey, setLocaleKey] = React.useState('es');
  const [startOnMonday, setStartOnMonday] = React.useState(false);
  const [inspection, setInspection] = React.useState<Date | null>(new Date(2025, 4, 19));

  const baseLocale = locales[localeKey]?.locale ?? enUS;
  // A date-fns locale is a plain object: copy it to change its week start
  // without touching the locale that the rest of the app uses.
  const locale = React.useMemo<Locale>(
    () =>
      startOnMonday ? { ...baseLocale, options: { ...baseLocale.options, weekStartsOn: 1 } } : baseLocale,
    [baseLocale, startOnMonday],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="date-fns locale"
          value={localeKey}
          onChange={(event) => setLocaleKey(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {Object.entries(locales).map(([key, option]) => (
            <MenuItem key={key} value={key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={startOnMonday} onChange={(event) => setStartOnMonday(event.target.checked)} />
          }
          label="Force weeks to start on Monday"
        />
      </Stack>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="Safety inspection" value={inspection} onChange={setInspection} />
          <DateCalendar value={inspection} onChange={setInspection} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
