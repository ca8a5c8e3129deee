import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const checkIn = dayjs('2025-07-18');

export default function DatePickerVariantsShowcase() {
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
          <DesktopDatePicker label="Check-in (desktop)" defaultValue={checkIn} />
          <MobileDatePicker label="Check-in (mobile)" defaultValue={checkIn} />
        </Stack>
        <StaticDatePicker
          defaultValue={checkIn}
          displayStaticWrapperAs="desktop"
          slotProps={{ actionBar: { actions: ['today'] } }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
