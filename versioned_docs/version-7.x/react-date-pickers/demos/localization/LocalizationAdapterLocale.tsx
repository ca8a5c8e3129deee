import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const locales = ['en', 'en-gb', 'de', 'fr', 'ja'] as const;
type LocaleKey = (typeof locales)[number];

const launch = dayjs('2024-02-29T16:45');

export default function LocalizationAdapterLocale() {
  const [locale, setLocale] = React.useState<LocaleKey>('en-gb');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={locale}
          onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
          aria-label="Date library locale"
        >
          {locales.map((key) => (
            <ToggleButton key={key} value={key}>
              {key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField label="Launch day" defaultValue={launch} />
        <DateTimePicker label="Launch time" defaultValue={launch} />
      </Stack>
    </LocalizationProvider>
  );
}
