import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const concert = dayjs('2024-06-21');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ minWidth: 240 }}>
          <DesktopDatePicker label="Desktop variant" defaultValue={concert} />
          <MobileDatePicker label="Mobile variant" defaultValue={concert} />
        </Stack>
        <StaticDatePicker defaultValue={concert} slotProps={{ actionBar: { actions: ['today'] } }} />
      </Box>
    </LocalizationProvider>
  );
}
