import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const meterReading = dayjs('2025-01-04');

export default function DateFieldLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateField label="D/M/YYYY (default)" defaultValue={meterReading} format="D/M/YYYY" />
        <DateField
          label="D/M/YYYY, respecting zeros"
          defaultValue={meterReading}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
      </Box>
    </LocalizationProvider>
  );
}
