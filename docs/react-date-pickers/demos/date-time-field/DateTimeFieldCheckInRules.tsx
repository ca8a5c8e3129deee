import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Any day: rooms are ready from 15:00 and the desk closes at 23:00.
const deskOpens = dayjs('2025-01-01T15:00');
const deskCloses = dayjs('2025-01-01T23:00');
// This booking: the guest lands on 14 August 2025 at 17:20.
const landing = dayjs('2025-08-14T17:20');

export default function DateTimeFieldCheckInRules() {
  const [dailyError, setDailyError] = React.useState<DateTimeValidationError>(null);
  const [momentError, setMomentError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateTimeField
          label="Check-in (minTime / maxTime)"
          defaultValue={dayjs('2025-08-14T14:30')}
          ampm={false}
          minTime={deskOpens}
          maxTime={deskCloses}
          onError={(error) => setDailyError(error)}
          helperText={dailyError ? `Error: ${dailyError}` : 'Between 15:00 and 23:00, any day'}
        />
        <DateTimeField
          label="Airport pick-up (minDateTime)"
          defaultValue={dayjs('2025-08-14T16:45')}
          ampm={false}
          minDateTime={landing}
          onError={(error) => setMomentError(error)}
          helperText={momentError ? `Error: ${momentError}` : 'After landing: 14 Aug, 17:20'}
        />
      </Box>
    </LocalizationProvider>
  );
}
