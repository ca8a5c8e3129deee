import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

// The meeting room can be booked between 08:00 and 18:00, in quarter hours.
const opens = dayjs('2025-03-17T08:00');
const closes = dayjs('2025-03-17T18:00');

export default function TimeRangeMeetingRoom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Room Tamarind, Monday"
        defaultValue={[dayjs('2025-03-17T10:00'), dayjs('2025-03-17T11:15')]}
        ampm={false}
        minTime={opens}
        maxTime={closes}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        skipDisabled
        slotProps={{ textField: { helperText: '08:00 to 18:00, in steps of 15 minutes' } }}
        sx={{ maxWidth: 360, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
