import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The form is filled in on 2 May 2025: cards must not have expired, passengers must be born already.
const formDate = dayjs('2025-05-02');

export default function DatePickerViewsExamples() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          minDate={formDate.startOf('month')}
          maxDate={formDate.add(10, 'year')}
        />
        <DatePicker
          label="Passenger date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          format="DD/MM/YYYY"
          yearsOrder="desc"
          minDate={dayjs('1920-01-01')}
          maxDate={formDate}
          referenceDate={dayjs('1990-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
