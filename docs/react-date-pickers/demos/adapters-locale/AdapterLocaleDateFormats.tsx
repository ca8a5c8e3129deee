import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function AdapterLocaleDateFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{
        // Field format of every Date Picker below this provider.
        keyboardDate: 'DD MMM YYYY',
        // Toolbar of the English Date Pickers.
        normalDateWithWeekday: 'dddd D MMMM',
        // Calendar header, combined with `year`.
        month: 'MMM',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Lease starts" defaultValue={dayjs('2025-09-01')} />
        <StaticDatePicker defaultValue={dayjs('2025-09-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
