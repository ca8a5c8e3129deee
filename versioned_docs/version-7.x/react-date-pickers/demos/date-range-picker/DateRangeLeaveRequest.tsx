import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function countWorkingDays([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid() || end.isBefore(start, 'day')) {
    return 0;
  }
  let days = 0;
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (day.day() !== 0 && day.day() !== 6) {
      days += 1;
    }
  }
  return days;
}

export default function DateRangeLeaveRequest() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([dayjs('2024-08-05'), dayjs('2024-08-16')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={leave}
          onChange={(newValue) => setLeave(newValue)}
          localeText={{ start: 'First day off', end: 'Last day off' }}
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2024-12-31')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This request uses {countWorkingDays(leave)} days of annual leave.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
