import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The autumn term of an invented school starts on 1 September 2025 at 08:45.
const termStart = dayjs('2025-09-01T08:45');

export default function BaseReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DatePicker label="Parents' evening" referenceDate={termStart} />
        <TimePicker label="First lesson starts" referenceDate={termStart} />
      </Box>
    </LocalizationProvider>
  );
}
