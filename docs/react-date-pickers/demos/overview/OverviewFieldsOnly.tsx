import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function OverviewFieldsOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
        <DateField label="Invoice date" defaultValue={dayjs('2025-03-31')} />
        <TimeField label="Delivered at" defaultValue={dayjs('2025-03-31T14:20')} />
        <DateTimeField label="Payment received" defaultValue={dayjs('2025-04-02T09:41')} />
      </Box>
    </LocalizationProvider>
  );
}
