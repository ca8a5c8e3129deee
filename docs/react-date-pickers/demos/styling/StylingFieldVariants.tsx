import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const moveIn = dayjs('2025-09-15T10:00');

export default function StylingFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <DatePicker label="Outlined (default)" defaultValue={moveIn} />
        <DatePicker label="Filled" defaultValue={moveIn} slotProps={{ textField: { variant: 'filled' } }} />
        <DatePicker
          label="Standard, secondary colour"
          defaultValue={moveIn}
          slotProps={{ textField: { variant: 'standard', color: 'secondary', focused: true } }}
        />
        <TimePicker
          label="Small, with helper text"
          defaultValue={moveIn}
          slotProps={{ textField: { size: 'small', helperText: 'Keys are handed over on site' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
