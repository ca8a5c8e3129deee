import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export default function TimeRangeShiftPicker() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-17T07:00'),
    dayjs('2025-03-17T15:30'),
  ]);

  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <TimeRangePicker label="Early shift, ward 3B" value={shift} onChange={setShift} />
        <Typography variant="body2" sx={{ color: minutes && minutes > 0 ? 'text.primary' : 'error.main' }}>
          {minutes === null && 'Enter a start and an end time.'}
          {minutes !== null && minutes <= 0 && 'The shift must end after it starts.'}
          {minutes !== null && minutes > 0 && `Shift length: ${formatDuration(minutes)}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
