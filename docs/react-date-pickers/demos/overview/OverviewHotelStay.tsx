import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const nightlyRate = 128;

export default function OverviewHotelStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-09-04'), dayjs('2025-09-07')]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateRangePicker
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          value={stay}
          onChange={setStay}
          minDate={dayjs('2025-04-01')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {nights > 0 ? `${nights} nights × €${nightlyRate} = €${nights * nightlyRate}` : 'Choose your nights.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
