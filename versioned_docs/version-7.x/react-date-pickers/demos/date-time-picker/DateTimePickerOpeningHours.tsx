import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimeView } from '@mui/x-date-pickers/models';

const opens = dayjs('2024-10-01T08:00');
const closes = dayjs('2024-10-01T18:00');

// The garage is closed on Sundays, and no car is taken in over lunch.
function isLunchBreak(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() >= 12 && value.hour() < 14;
}

export default function DateTimePickerOpeningHours() {
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2024-10-08T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Drop the car off"
          value={dropOff}
          onChange={(newValue) => setDropOff(newValue)}
          minDate={dayjs('2024-10-01')}
          maxDate={dayjs('2024-10-31')}
          minTime={opens}
          maxTime={closes}
          shouldDisableDate={(day) => day.day() === 0}
          shouldDisableTime={isLunchBreak}
          timeSteps={{ minutes: 30 }}
          ampm={false}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
