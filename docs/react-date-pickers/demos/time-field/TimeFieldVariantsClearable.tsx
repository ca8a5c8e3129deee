import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const quietHoursStart = dayjs('2025-04-01T22:00');

export default function TimeFieldVariantsClearable() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
        <TimeField label="Quiet hours (outlined)" defaultValue={quietHoursStart} clearable />
        <TimeField
          label="Quiet hours (filled)"
          defaultValue={quietHoursStart}
          clearable
          variant="filled"
        />
        <TimeField
          label="Quiet hours (standard)"
          defaultValue={quietHoursStart}
          clearable
          variant="standard"
        />
      </Box>
    </LocalizationProvider>
  );
}
