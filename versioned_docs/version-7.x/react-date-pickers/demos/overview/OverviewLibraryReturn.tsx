import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const borrowedOn = dayjs('2024-09-02');

export default function OverviewLibraryReturn() {
  const [returnDay, setReturnDay] = React.useState<Dayjs | null>(borrowedOn.add(21, 'day'));
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(borrowedOn.hour(16).minute(30));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DatePicker
          label="Return the book by"
          value={returnDay}
          onChange={(newValue) => setReturnDay(newValue)}
          minDate={borrowedOn.add(1, 'day')}
          maxDate={borrowedOn.add(6, 'week')}
          shouldDisableDate={(day) => day.day() === 0}
        />
        <TimePicker
          label="Drop-off time"
          value={dropOff}
          onChange={(newValue) => setDropOff(newValue)}
          minTime={borrowedOn.hour(9)}
          maxTime={borrowedOn.hour(19)}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {returnDay?.isValid() && dropOff?.isValid()
          ? `Due back on ${returnDay.format('dddd D MMMM YYYY')}, before ${dropOff.format('HH:mm')}.`
          : 'The library is closed on Sundays and open from 09:00 to 19:00.'}
      </Typography>
    </LocalizationProvider>
  );
}
