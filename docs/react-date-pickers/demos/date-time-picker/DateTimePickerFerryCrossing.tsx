import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Crossings of an invented island ferry leave every half hour.
export default function DateTimePickerFerryCrossing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Ferry (sections)"
          defaultValue={dayjs('2025-07-26T08:30')}
          timeSteps={{ minutes: 30 }}
        />
        <DateTimePicker
          label="Ferry (one list)"
          defaultValue={dayjs('2025-07-26T08:30')}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Stack>
    </LocalizationProvider>
  );
}
