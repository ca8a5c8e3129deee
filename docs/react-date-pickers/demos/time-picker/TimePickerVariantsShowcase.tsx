import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const doorsOpen = dayjs('2025-05-16T18:30');

export default function TimePickerVariantsShowcase() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { md: '1fr auto' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <DesktopTimePicker label="Doors open (desktop)" defaultValue={doorsOpen} />
          <MobileTimePicker label="Doors open (mobile)" defaultValue={doorsOpen} />
        </Stack>
        <StaticTimePicker
          defaultValue={doorsOpen}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
