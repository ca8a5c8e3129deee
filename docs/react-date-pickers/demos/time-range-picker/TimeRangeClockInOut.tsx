import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangeClockInOut() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        defaultValue={[dayjs('2025-03-18T08:45'), dayjs('2025-03-18T17:10')]}
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Clocked in', end: 'Clocked out' }}
        ampm={false}
        timeSteps={{ minutes: 1 }}
      />
    </LocalizationProvider>
  );
}
