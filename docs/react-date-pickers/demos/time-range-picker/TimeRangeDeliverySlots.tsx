import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangeDeliverySlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Grocery delivery window"
        defaultValue={[dayjs('2025-03-21T17:00'), dayjs('2025-03-21T18:30')]}
        // 24 hours in 30-minute steps make 48 options: raise the threshold to list them in one column.
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        minTime={dayjs('2025-03-21T07:00')}
        maxTime={dayjs('2025-03-21T22:00')}
        skipDisabled
        sx={{ maxWidth: 360, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
