import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales = [
  { code: 'en', label: 'English (United States)' },
  { code: 'en-gb', label: 'English (United Kingdom)' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'zh-cn', label: '中文（简体）' },
];

export default function AdapterLocaleDayjsSwitch() {
  const [locale, setLocale] = React.useState('en-gb');
  const [delivery, setDelivery] = React.useState(dayjs('2025-12-09'));

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Locale of the date library"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ maxWidth: 280 }}
      >
        {locales.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {/* The locale is the string that Day.js registered: import its file first. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DateField
            label="Delivery date"
            value={delivery}
            onChange={(next) => {
              if (next?.isValid()) setDelivery(next);
            }}
          />
          <DateCalendar value={delivery} onChange={(next) => next && setDelivery(next)} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
