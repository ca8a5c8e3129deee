import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeMaintenance() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Database maintenance window"
        defaultValue={[dayjs('2025-02-22T23:00'), dayjs('2025-02-23T04:00')]}
        // Whole hours only: no minutes view, and the field format follows.
        views={['day', 'hours']}
        calendars={2}
        sx={{ maxWidth: 440, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
