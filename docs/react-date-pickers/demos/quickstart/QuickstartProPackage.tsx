import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function QuickstartProPackage() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-11'),
    dayjs('2025-07-14'),
  ]);
  const [arrival, departure] = stay;
  const nights =
    arrival?.isValid() && departure?.isValid() ? departure.diff(arrival, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DateRangePicker
          localeText={{ start: 'Arrival', end: 'Departure' }}
          value={stay}
          onChange={setStay}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {nights === null ? 'Choose both dates.' : `${nights} night${nights === 1 ? '' : 's'} at the harbour hotel.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
