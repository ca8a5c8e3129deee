import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2025-01-01T08:30');
const closing = dayjs('2025-01-01T17:00');

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The practice opens at 08:30.',
  maxTime: 'The last appointment starts at 17:00.',
  'shouldDisableTime-hours': 'The practice is closed for lunch from 12:00 to 13:00.',
  minutesStep: 'Appointments start every 10 minutes (…:00, …:10, …:20).',
  invalidDate: 'Complete the time.',
};

export default function ValidationDentistTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-01T12:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Check-up time"
        value={value}
        onChange={setValue}
        onError={setError}
        ampm={false}
        minTime={opening}
        maxTime={closing}
        minutesStep={10}
        shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 12}
        slotProps={{ textField: { helperText: (error && messages[error]) ?? 'Every 10 minutes, 08:30–17:00' } }}
        sx={{ maxWidth: 320, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
