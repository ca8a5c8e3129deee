import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerAlarm() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2024-03-11T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Wake me up at" value={alarm} onChange={(newValue) => setAlarm(newValue)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {alarm?.isValid() ? `Alarm set for ${alarm.format('HH:mm')}.` : 'No alarm set.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
