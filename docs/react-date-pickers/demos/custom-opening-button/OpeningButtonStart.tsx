import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Pickup date"
          defaultValue={dayjs('2025-12-22')}
          slotProps={{ field: { openPickerButtonPosition: 'start', clearable: true } }}
        />
        <TimePicker
          label="Pickup time"
          defaultValue={dayjs('2025-12-22T11:15')}
          slotProps={{ field: { openPickerButtonPosition: 'start', clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
