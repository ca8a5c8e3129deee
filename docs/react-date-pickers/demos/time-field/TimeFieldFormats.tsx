import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const departure = dayjs('2025-06-30T21:05:40');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TimeField label="Locale default" defaultValue={departure} />
        <TimeField label="24-hour" defaultValue={departure} format="HH:mm" />
        <TimeField label="With seconds" defaultValue={departure} format="HH:mm:ss" />
        <TimeField
          label="12-hour, no leading zero"
          defaultValue={departure}
          format="h:mm a"
          shouldRespectLeadingZeros
        />
      </Box>
    </LocalizationProvider>
  );
}
