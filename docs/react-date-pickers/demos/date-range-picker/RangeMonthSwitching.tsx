import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// A parental leave that starts in March and ends in June.
const leave = [dayjs('2025-03-10'), dayjs('2025-06-20')] as const;

export default function RangeMonthSwitching() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateRangePicker label="Leave (default)" defaultValue={[leave[0], leave[1]]} />
        <DateRangePicker
          label="Leave (disableAutoMonthSwitching)"
          defaultValue={[leave[0], leave[1]]}
          disableAutoMonthSwitching
        />
      </Stack>
    </LocalizationProvider>
  );
}
