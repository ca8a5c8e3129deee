import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const shiftStart = dayjs('2025-01-20T19:00');

export default function AdapterLocaleHourCycle() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="en: locale default (12 h)" defaultValue={shiftStart} />
        <TimePicker label="en: ampm={false}" defaultValue={shiftStart} ampm={false} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="en-gb: locale default (24 h)" defaultValue={shiftStart} />
        <TimePicker label="en-gb: ampm" defaultValue={shiftStart} ampm />
      </LocalizationProvider>
    </Box>
  );
}
