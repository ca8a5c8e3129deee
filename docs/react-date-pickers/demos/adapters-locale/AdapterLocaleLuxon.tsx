import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Luxon takes BCP 47 tags and formats with the browser's Intl API: no locale files to import.
const locales = ['en-US', 'fr-CA', 'nl', 'ko'];

export default function AdapterLocaleLuxon() {
  const [locale, setLocale] = React.useState('fr-CA');
  const [departure, setDeparture] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-10-08T09:15', { zone: 'UTC' }),
  );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, next: string | null) => {
          if (next) setLocale(next);
        }}
        aria-label="Luxon locale"
      >
        {locales.map((tag) => (
          <ToggleButton key={tag} value={tag}>
            {tag}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <DateTimePicker label="Ferry departure" value={departure} onChange={setDeparture} />
      </LocalizationProvider>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Stored value: {departure?.isValid ? departure.toISO() : 'none'}
      </Typography>
    </Stack>
  );
}
