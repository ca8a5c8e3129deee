import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, esES, jaJP } from '@mui/x-date-pickers/locales';

// Each language needs two things: the pickers' own texts (a locale pack) and
// the date library locale (month names, week start, default formats).
const languages = {
  en: { label: 'English', dayjsLocale: 'en', pack: enUS },
  de: { label: 'Deutsch', dayjsLocale: 'de', pack: deDE },
  es: { label: 'Español', dayjsLocale: 'es', pack: esES },
  ja: { label: '日本語', dayjsLocale: 'ja', pack: jaJP },
} as const;

type Language = keyof typeof languages;

export default function LocalizationProviderTexts() {
  const [language, setLanguage] = React.useState<Language>('de');
  const { dayjsLocale, pack } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_event, next: Language | null) => {
          if (next) setLanguage(next);
        }}
        aria-label="Language of the appointment calendar"
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={dayjsLocale}
        localeText={pack.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <StaticDatePicker
          defaultValue={dayjs('2025-06-12')}
          displayWeekNumber
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
