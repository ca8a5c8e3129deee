import * as React from 'react';
import moment, { type Moment } from 'moment';
import 'moment/locale/it';
import 'moment/locale/sv';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Loading a Moment locale file also makes it Moment's global locale.
// The pickers take their locale from `adapterLocale`, so reset the global one.
moment.locale('en');

const locales = [
  { code: 'en', label: 'English' },
  { code: 'it', label: 'Italiano' },
  { code: 'sv', label: 'Svenska' },
];

export default function AdapterLocaleMoment() {
  const [locale, setLocale] = React.useState('it');
  const [openingDay, setOpeningDay] = React.useState<Moment | null>(moment('2025-04-25'));

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, next: string | null) => {
          if (next) setLocale(next);
        }}
        aria-label="Moment locale"
      >
        {locales.map((option) => (
          <ToggleButton key={option.code} value={option.code}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="Museum reopening" value={openingDay} onChange={setOpeningDay} />
          <DateCalendar value={openingDay} onChange={setOpeningDay} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
