import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const pickup = dayjs('2025-04-11T18:30');

export default function ActionBarSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDateTimePicker label="Dry cleaning pick-up (default)" defaultValue={pickup} />
        <MobileDateTimePicker
          label="Dry cleaning pick-up (next + accept)"
          defaultValue={pickup}
          slotProps={{ actionBar: { actions: ['cancel', 'next', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
