import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Nights on which every room of an invented seaside hotel is taken.
const fullyBooked = new Set([
  '2025-08-01',
  '2025-08-02',
  '2025-08-08',
  '2025-08-09',
  '2025-08-14',
  '2025-08-15',
  '2025-08-16',
  '2025-08-22',
  '2025-08-23',
  '2025-08-29',
  '2025-08-30',
]);

const seasonOpens = dayjs('2025-05-01');
const seasonCloses = dayjs('2025-09-30');

export default function CalendarFullyBookedDays() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={arrival}
          onChange={setArrival}
          referenceDate={dayjs('2025-08-01')}
          minDate={seasonOpens}
          maxDate={seasonCloses}
          shouldDisableDate={(day) => fullyBooked.has(day.format('YYYY-MM-DD'))}
          views={['month', 'day']}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
          {arrival
            ? `Arrival on ${arrival.format('dddd D MMMM')}: rooms available.`
            : 'Greyed-out nights are fully booked. The hotel is open May to September.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
