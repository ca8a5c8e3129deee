import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2025-03-07');

export default function DateFieldFormatOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateField label="Default format" defaultValue={invoiceDate} />
        <DateField label="ISO format" defaultValue={invoiceDate} format="YYYY-MM-DD" />
        <DateField label="Month name" defaultValue={invoiceDate} format="D MMMM YYYY" />
        <DateField
          label="Weekday and spacious"
          defaultValue={invoiceDate}
          format="ddd DD/MM/YYYY"
          formatDensity="spacious"
        />
      </Box>
    </LocalizationProvider>
  );
}
