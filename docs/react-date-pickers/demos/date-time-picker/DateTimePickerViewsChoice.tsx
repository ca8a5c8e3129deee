import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViewsChoice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* A furniture delivery is booked by the hour: no minutes to choose. */}
        <DateTimePicker
          label="Delivery window starts"
          views={['day', 'hours']}
          format="DD/MM/YYYY HH[h]"
          defaultValue={dayjs('2025-06-05T10:00')}
          ampm={false}
        />
        {/* A server incident report needs the exact second it started. */}
        <DateTimePicker
          label="Incident started"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="hours"
          defaultValue={dayjs('2025-02-11T03:17:42')}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
