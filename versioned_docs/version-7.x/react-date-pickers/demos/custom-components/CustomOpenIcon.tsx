import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function SeedlingIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M11 21v-7.2C6.9 13.4 4 10.2 4 6V4h2c3.4 0 6.3 2.2 7.4 5.2C14.7 7.3 16.8 6 19.2 6H21v2c0 3.7-2.8 6.8-6.4 7.2-.8.1-1.6.1-1.6.1V21h-2Z" />
    </SvgIcon>
  );
}

export default function CustomOpenIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DatePicker
          label="Sowing day"
          defaultValue={dayjs('2024-04-15')}
          slots={{ openPickerIcon: SeedlingIcon }}
          slotProps={{
            openPickerIcon: { color: 'success' },
            openPickerButton: { 'aria-label': 'Open the sowing calendar' },
          }}
        />
        <TimePicker
          label="Watering time"
          defaultValue={dayjs('2024-04-15T06:30')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
