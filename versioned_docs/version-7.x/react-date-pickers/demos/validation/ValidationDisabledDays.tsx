import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Days on which the ferry does not sail, on top of every Tuesday.
const maintenanceDays = new Set(['2024-07-04', '2024-07-18', '2024-07-19']);

function isNoSailing(day: Dayjs) {
  return day.day() === 2 || maintenanceDays.has(day.format('YYYY-MM-DD'));
}

export default function ValidationDisabledDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DatePicker
          label="Crossing day"
          defaultValue={dayjs('2024-07-10')}
          shouldDisableDate={isNoSailing}
          minDate={dayjs('2024-07-01')}
          maxDate={dayjs('2024-09-30')}
        />
        <DatePicker
          label="Season month"
          views={['month', 'year']}
          defaultValue={dayjs('2024-07-01')}
          shouldDisableMonth={(month) => month.month() < 4 || month.month() > 8}
          shouldDisableYear={(year) => year.year() < 2024 || year.year() > 2026}
        />
      </Stack>
    </LocalizationProvider>
  );
}
