import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

const day = dayjs('2024-03-18');

// Lessons start on the hour or at half past, and never during the 12:00 hour.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  return view === 'minutes' && value.minute() % 30 !== 0;
}

export default function ValidationTimeRules() {
  const [lesson, setLesson] = React.useState<Dayjs | null>(day.hour(12).minute(30));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Driving lesson"
          value={lesson}
          onChange={(newValue) => setLesson(newValue)}
          onError={(newError) => setError(newError)}
          minTime={day.hour(8)}
          maxTime={day.hour(18)}
          shouldDisableTime={isUnavailable}
          ampm={false}
          slotProps={{ textField: { helperText: error ? `Error: ${error}` : 'Between 08:00 and 18:00' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
