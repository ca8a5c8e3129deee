import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const invoiceDate = dayjs('2025-02-28T16:45');

export default function AdapterLocaleFormatProp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField label="Default format (L)" defaultValue={invoiceDate} />
        <DateField label="ISO 8601 (YYYY-MM-DD)" defaultValue={invoiceDate} format="YYYY-MM-DD" />
        <DateField label="With weekday" defaultValue={invoiceDate} format="ddd D MMM YYYY" />
        <DateField label="Escaped text" defaultValue={invoiceDate} format="[Due] DD.MM.YYYY" />
        <DatePicker
          label="Billing month"
          defaultValue={invoiceDate}
          views={['year', 'month']}
          format="MMMM YYYY"
        />
        <DateTimeField label="Sent at" defaultValue={invoiceDate} format="D MMM YYYY [at] HH:mm" />
      </Box>
    </LocalizationProvider>
  );
}
