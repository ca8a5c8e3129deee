import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function DateTimeRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          slots={{ field: SingleInputDateTimeRangeField }}
          label="Maintenance window"
          defaultValue={[dayjs('2024-11-02T23:00'), dayjs('2024-11-03T04:30')]}
          ampm={false}
          timeSteps={{ minutes: 30 }}
        />
        <DateTimeRangePicker
          slots={{ field: SingleInputDateTimeRangeField }}
          label="Hourly bookings"
          defaultValue={[dayjs('2024-11-02T09:00'), dayjs('2024-11-02T12:00')]}
          views={['day', 'hours']}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
