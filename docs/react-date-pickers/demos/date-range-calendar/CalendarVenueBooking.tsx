import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CalendarVenueBooking() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [event, setEvent] = React.useState<DateRange<Dayjs>>([dayjs('2025-05-27'), dayjs('2025-06-03')]);

  const [first, last] = event;
  const days = first && last ? last.diff(first, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar value={event} onChange={setEvent} calendars={narrow ? 1 : 2} />
        <Typography variant="body2" sx={{ px: 2 }}>
          {days
            ? `Trade fair hall booked for ${days} days, set-up day ${first?.format('D MMM')}, teardown ${last?.format('D MMM')}.`
            : 'Now click the last day of the booking.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
