import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const backupFinished = dayjs('2025-04-09T02:14:09');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateTimeField label="Default (12-hour)" defaultValue={backupFinished} />
        <DateTimeField label="Default (24-hour)" defaultValue={backupFinished} ampm={false} />
        <DateTimeField label="ISO-like" defaultValue={backupFinished} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField label="Words" defaultValue={backupFinished} format="D MMMM YYYY [at] HH:mm" />
      </Box>
    </LocalizationProvider>
  );
}
