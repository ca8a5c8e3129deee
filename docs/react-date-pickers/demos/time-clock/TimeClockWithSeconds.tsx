import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockWithSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Lap time of an invented cycling time trial: the minutes are what riders adjust most. */}
      <TimeClock
        views={['hours', 'minutes', 'seconds']}
        openTo="minutes"
        ampm={false}
        defaultValue={dayjs('2025-07-05T00:41:18')}
      />
    </LocalizationProvider>
  );
}
