import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const webinarStart = dayjs('2025-11-04T16:00');

export default function DateTimeFieldLocaleFormats() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <DateTimeField label="Webinar (en)" defaultValue={webinarStart} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DateTimeField label="Webinar (en-gb)" defaultValue={webinarStart} />
      </LocalizationProvider>
    </Box>
  );
}
