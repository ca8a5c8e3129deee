import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const appointment = dayjs('2025-12-02');

export default function FieldsFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Dense (default)" defaultValue={appointment} format="DD.MM.YYYY" />
        <DateField label="Spacious" defaultValue={appointment} format="DD.MM.YYYY" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
