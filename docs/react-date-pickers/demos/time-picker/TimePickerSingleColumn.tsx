import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const tableBooking = dayjs('2025-12-19T19:30');

export default function TimePickerSingleColumn() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TimePicker
          label="Table at (sections)"
          defaultValue={tableBooking}
          timeSteps={{ minutes: 30 }}
        />
        <TimePicker
          label="Table at (one list)"
          defaultValue={tableBooking}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Box>
    </LocalizationProvider>
  );
}
