import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Both rules compare against the moment the user looks at the page.
export default function ValidationPastAndFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Date of birth" disableFuture openTo="year" views={['year', 'month', 'day']} />
        <DateTimePicker label="Schedule the newsletter for" disablePast />
      </Stack>
    </LocalizationProvider>
  );
}
