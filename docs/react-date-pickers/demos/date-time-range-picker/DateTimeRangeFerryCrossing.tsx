import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangeFerryCrossing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        defaultValue={[dayjs('2025-06-27T20:15'), dayjs('2025-06-28T07:45')]}
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Departs', end: 'Arrives' }}
        format="DD/MM/YYYY HH:mm"
        ampm={false}
      />
    </LocalizationProvider>
  );
}
