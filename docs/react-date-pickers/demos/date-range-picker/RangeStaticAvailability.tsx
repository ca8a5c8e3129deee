import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Nights already booked at a holiday cottage (check-in day of each booking, number of nights).
const bookings: [string, number][] = [
  ['2025-10-03', 3],
  ['2025-10-13', 5],
  ['2025-10-24', 2],
];

const bookedNights = new Set(
  bookings.flatMap(([start, nights]) =>
    Array.from({ length: nights }, (_, index) => dayjs(start).add(index, 'day').format('YYYY-MM-DD')),
  ),
);

// Validation only looks at the two ends, so overlaps with a booking are checked here.
function overlapsBooking([arrival, departure]: DateRange<Dayjs>) {
  if (!arrival || !departure) return false;
  for (let night = arrival; night.isBefore(departure, 'day'); night = night.add(1, 'day')) {
    if (bookedNights.has(night.format('YYYY-MM-DD'))) return true;
  }
  return false;
}

export default function RangeStaticAvailability() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-10-07'), dayjs('2025-10-10')]);
  const overlaps = overlapsBooking(value);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <StaticDateRangePicker
          value={value}
          onChange={setValue}
          // A guest can leave on the morning a new booking starts, but cannot arrive on a booked night.
          shouldDisableDate={(day, position) =>
            position === 'start' && bookedNights.has(day.format('YYYY-MM-DD'))
          }
          slotProps={{ actionBar: { actions: ['clear'] } }}
        />
        <Typography variant="body2" sx={{ color: overlaps ? 'error.main' : 'text.secondary' }}>
          {overlaps
            ? 'This stay includes nights that are already booked.'
            : 'Booked nights cannot be chosen as an arrival day.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
