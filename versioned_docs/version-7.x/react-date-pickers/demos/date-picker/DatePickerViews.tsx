import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          maxDate={dayjs('2008-12-31')}
          defaultValue={dayjs('1991-04-23')}
        />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YY"
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2034-12-31')}
          defaultValue={dayjs('2027-08-01')}
        />
        <DatePicker label="Harvest year" views={['year']} defaultValue={dayjs('2019-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
