import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const lastCollection = dayjs('2025-03-03T17:45');

export default function TimePickerHourCycles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TimePicker label="Last collection (12-hour)" defaultValue={lastCollection} ampm />
        <TimePicker label="Last collection (24-hour)" defaultValue={lastCollection} ampm={false} />
      </Box>
    </LocalizationProvider>
  );
}
