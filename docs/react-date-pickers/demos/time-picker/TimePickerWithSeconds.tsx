import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Start of an invented 10 km race; finish times are entered to the second.
const raceStart = dayjs('2025-04-27T09:00:00');

export default function TimePickerWithSeconds() {
  const [finish, setFinish] = React.useState<Dayjs | null>(dayjs('2025-04-27T09:47:32'));
  const elapsed = finish?.isValid() ? finish.diff(raceStart, 'second') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Finish time"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 1 }}
          value={finish}
          onChange={setFinish}
          minTime={raceStart}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {elapsed !== null && elapsed >= 0
            ? `Net time: ${Math.floor(elapsed / 60)} min ${String(elapsed % 60).padStart(2, '0')} s`
            : 'Runners cannot finish before the 09:00 start.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
