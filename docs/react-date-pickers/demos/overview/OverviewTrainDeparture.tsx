import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OverviewTrainDeparture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Night train leaves"
        defaultValue={dayjs('2025-12-12T22:47')}
        ampm={false}
        timeSteps={{ minutes: 1 }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
