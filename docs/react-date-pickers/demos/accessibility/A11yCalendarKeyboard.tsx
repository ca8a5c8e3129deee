import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Market days of a farm shop: Tuesdays and Saturdays only.
const isClosed = (day: Dayjs) => day.day() !== 2 && day.day() !== 6;

export default function A11yCalendarKeyboard() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-13'));
  const labelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A standalone calendar has no label of its own: a labelled group gives it one. */}
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', justifyItems: 'start', gap: 1 }}>
        <Typography id={labelId} variant="subtitle2" component="p">
          Collect your vegetable box on
        </Typography>
        <DateCalendar
          value={day}
          onChange={setDay}
          shouldDisableDate={isClosed}
        />
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {day ? `Selected: ${day.format('dddd D MMMM')}` : 'No day selected'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
