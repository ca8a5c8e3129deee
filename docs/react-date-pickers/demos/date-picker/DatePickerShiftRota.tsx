import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerShiftRota() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DatePicker
          label="First night shift"
          defaultValue={dayjs('2025-11-03')}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          dayOfWeekFormatter={(date) => date.format('dd')}
        />
        <DatePicker
          label="Rota published on"
          defaultValue={dayjs('2025-10-20')}
          closeOnSelect={false}
        />
      </Box>
    </LocalizationProvider>
  );
}
