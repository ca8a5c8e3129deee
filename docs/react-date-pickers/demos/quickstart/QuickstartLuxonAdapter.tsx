import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function QuickstartLuxonAdapter() {
  const [inspection, setInspection] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-09-03'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Boiler inspection"
          value={inspection}
          onChange={setInspection}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: a Luxon DateTime —{' '}
          {inspection?.isValid ? inspection.toISODate() : String(inspection)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
