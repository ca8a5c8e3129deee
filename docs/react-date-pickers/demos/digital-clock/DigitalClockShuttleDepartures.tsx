import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// An invented airport shuttle leaves the city centre every 20 minutes from 04:40 to 23:20.
const firstShuttle = dayjs('2025-08-04T04:40');
const lastShuttle = dayjs('2025-08-04T23:20');

export default function DigitalClockShuttleDepartures() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-08-04T06:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <DigitalClock
          value={departure}
          onChange={setDeparture}
          timeStep={20}
          minTime={firstShuttle}
          maxTime={lastShuttle}
          skipDisabled
          ampm={false}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Box>
          <Typography variant="subtitle2">Shuttle to Terminal 2</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {departure
              ? `Leaves ${departure.format('HH:mm')}, arrives ${departure.add(35, 'minute').format('HH:mm')}.`
              : 'Choose a departure.'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
