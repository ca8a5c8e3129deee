import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Screenings of an invented film festival, 10 to 19 October 2025, every 90 minutes from noon.
const festivalStart = dayjs('2025-10-10');
const festivalEnd = dayjs('2025-10-19');

export default function OverviewShowtimes() {
  const [day, setDay] = React.useState<Dayjs | null>(festivalStart);
  const [show, setShow] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          minDate={festivalStart}
          maxDate={festivalEnd}
        />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Screenings
          </Typography>
          <DigitalClock
            value={show}
            onChange={setShow}
            referenceDate={day ?? festivalStart}
            timeStep={90}
            minTime={dayjs('2025-10-10T12:00')}
            maxTime={dayjs('2025-10-10T23:00')}
            skipDisabled
            ampm={false}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 240 }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {day && show ? `Tickets for ${day.format('ddd D MMM')} at ${show.format('HH:mm')}` : 'Pick a screening.'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
