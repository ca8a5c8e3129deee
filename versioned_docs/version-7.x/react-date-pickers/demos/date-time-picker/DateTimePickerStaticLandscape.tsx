import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimePickerStaticLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StaticDateTimePicker
          orientation="landscape"
          defaultValue={dayjs('2024-07-04T20:15')}
          ampm={false}
          slotProps={{ actionBar: { actions: ['today', 'accept'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
