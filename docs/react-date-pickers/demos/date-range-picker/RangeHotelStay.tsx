import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const NIGHTLY_RATE = 128;

export default function RangeHotelStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-11'), dayjs('2025-07-15')]);

  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        <DateRangePicker label="Stay at Harbour View Hotel" value={stay} onChange={setStay} />
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {nights > 0 ? (
            <React.Fragment>
              <Typography variant="body2">
                {checkIn?.format('ddd D MMM')} → {checkOut?.format('ddd D MMM YYYY')}
              </Typography>
              <Typography variant="h6" component="p">
                {nights} {nights === 1 ? 'night' : 'nights'} · €{nights * NIGHTLY_RATE}
              </Typography>
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Choose a check-in and a check-out date to see the price.
            </Typography>
          )}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
