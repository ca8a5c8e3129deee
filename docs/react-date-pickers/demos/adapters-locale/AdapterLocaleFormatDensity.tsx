import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const expiry = dayjs('2031-03-14');

export default function AdapterLocaleFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Passport expiry" defaultValue={expiry} format="DD/MM/YYYY" formatDensity="dense" />
        <DateField label="Passport expiry" defaultValue={expiry} format="DD/MM/YYYY" formatDensity="spacious" />
        <DateField label="Visa expiry" format="DD/MM/YYYY" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
