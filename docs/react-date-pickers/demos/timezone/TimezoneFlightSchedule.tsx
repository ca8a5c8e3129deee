import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function formatDuration(minutes: number) {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export default function TimezoneFlightSchedule() {
  // Each value carries its own timezone: local times at each airport.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.tz('2025-06-02T10:40', 'Europe/Paris'),
  );
  const [arrival, setArrival] = React.useState<Dayjs | null>(
    dayjs.tz('2025-06-02T13:05', 'America/New_York'),
  );
  const duration = departure && arrival ? arrival.diff(departure, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker
            label="Departure, Paris CDG (local time)"
            value={departure}
            onChange={setDeparture}
            ampm={false}
          />
          <DateTimePicker
            label="Arrival, New York JFK (local time)"
            value={arrival}
            onChange={setArrival}
            ampm={false}
          />
        </Stack>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          <div>Departure in UTC: {departure?.utc().format('YYYY-MM-DD HH:mm[Z]') ?? '–'}</div>
          <div>Arrival in UTC: {arrival?.utc().format('YYYY-MM-DD HH:mm[Z]') ?? '–'}</div>
          <div>
            Flight time:{' '}
            {duration === null
              ? '–'
              : duration > 0
                ? formatDuration(duration)
                : 'arrival is before departure'}
          </div>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
