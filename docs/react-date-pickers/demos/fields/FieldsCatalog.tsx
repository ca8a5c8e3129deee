import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsCatalog() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Passport expiry date" defaultValue={dayjs('2031-05-19')} />
        <TimeField label="Pharmacy pick-up time" defaultValue={dayjs('2025-03-14T16:30')} />
        <DateTimeField label="Parcel scanned at depot" defaultValue={dayjs('2025-03-14T06:12')} />
      </Stack>
    </LocalizationProvider>
  );
}
