import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function OverviewStandaloneViews() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-11-14'));
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2024-11-14T19:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateCalendar value={day} onChange={(newValue) => setDay(newValue)} />
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock
            value={slot}
            onChange={(newValue) => setSlot(newValue)}
            timeStep={45}
            minTime={dayjs('2024-11-14T17:30')}
            maxTime={dayjs('2024-11-14T22:30')}
            skipDisabled
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
