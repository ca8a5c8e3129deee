import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function countWorkingDays([first, last]: DateRange<Dayjs>) {
  if (!first?.isValid() || !last?.isValid() || last.isBefore(first, 'day')) return null;
  let count = 0;
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(1, 'day')) {
    if (day.day() !== 0 && day.day() !== 6) count += 1;
  }
  return count;
}

export default function RangeFieldLeaveRequest() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-14'), dayjs('2025-04-25')]);
  const workingDays = countWorkingDays(leave);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Annual leave"
          value={leave}
          onChange={setLeave}
          clearable
          helperText="First and last day away from work"
        />
        <Typography variant="body2" sx={{ color: workingDays === null ? 'text.secondary' : 'text.primary' }}>
          {workingDays === null
            ? 'Enter both dates to count your working days.'
            : `This request uses ${workingDays} of your 25 leave days.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
