import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The guest has already checked in: only the check-out date can still move.
const checkIn = dayjs('2025-08-18');

export default function CalendarExtendStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([checkIn, dayjs('2025-08-21')]);
  const nights = stay[1] ? stay[1].diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={setStay}
          availableRangePositions={['end']}
          rangePosition="end"
          minDate={checkIn.add(1, 'day')}
          disableDragEditing
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          Room 214 · checked in {checkIn.format('D MMM')} · {nights} {nights === 1 ? 'night' : 'nights'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
