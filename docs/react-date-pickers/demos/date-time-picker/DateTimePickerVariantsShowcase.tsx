import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const kickOff = dayjs('2025-09-27T15:00');

export default function DateTimePickerVariantsShowcase() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DesktopDateTimePicker label="Kick-off (desktop)" defaultValue={kickOff} />
          <MobileDateTimePicker label="Kick-off (mobile)" defaultValue={kickOff} />
        </Stack>
        <StaticDateTimePicker
          defaultValue={kickOff}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 380 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
