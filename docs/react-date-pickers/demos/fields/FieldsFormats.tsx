import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const departure = dayjs('2025-07-26T09:05');

export default function FieldsFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
        <DateField label="Long date" format="dddd D MMMM YYYY" defaultValue={departure} />
        <DateField label="ISO date" format="YYYY-MM-DD" defaultValue={departure} />
        <DateField label="Billing month" format="MMMM YYYY" defaultValue={departure} />
        <DateField label="With literal text" format="[Week starting] DD/MM" defaultValue={departure} />
        <TimeField label="24-hour time" format="HH:mm" defaultValue={departure} />
        <TimeField label="12-hour time with seconds" format="hh:mm:ss a" defaultValue={departure} />
      </Box>
    </LocalizationProvider>
  );
}
