import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function TimeRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Quiet hours"
          defaultValue={[dayjs('2024-02-12T22:00'), dayjs('2024-02-12T23:30')]}
          ampm={false}
        />
        <SingleInputTimeRangeField
          label="Lunch service"
          defaultValue={[dayjs('2024-02-12T11:45'), dayjs('2024-02-12T14:15')]}
          format="h:mm a"
        />
      </Stack>
    </LocalizationProvider>
  );
}
