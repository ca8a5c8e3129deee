import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const lapStart = dayjs('2024-08-03T14:07:35');

export default function TimePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <TimePicker label="12-hour clock" ampm defaultValue={lapStart} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={lapStart} />
        <TimePicker
          label="With seconds"
          ampm={false}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 1 }}
          defaultValue={lapStart}
        />
      </Stack>
    </LocalizationProvider>
  );
}
