import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ActionBarMobileToday() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDatePicker
        label="Expense date"
        defaultValue={dayjs('2025-02-03')}
        slotProps={{ actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] } }}
        sx={{ maxWidth: 320, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
