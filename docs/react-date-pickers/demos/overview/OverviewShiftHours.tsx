import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function OverviewShiftHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        localeText={{ start: 'Shift starts', end: 'Shift ends' }}
        defaultValue={[dayjs('2025-06-16T07:00'), dayjs('2025-06-16T15:30')]}
        ampm={false}
        sx={{ maxWidth: 520 }}
      />
    </LocalizationProvider>
  );
}
