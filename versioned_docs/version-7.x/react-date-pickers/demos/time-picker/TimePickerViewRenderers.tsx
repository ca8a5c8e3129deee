import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const meeting = dayjs('2024-01-22T10:00');

export default function TimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <TimePicker label="Digital clock (default)" defaultValue={meeting} />
        <TimePicker
          label="Analog clock"
          defaultValue={meeting}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        <TimePicker label="Hourly slots" defaultValue={meeting} timeSteps={{ minutes: 60 }} />
      </Stack>
    </LocalizationProvider>
  );
}
