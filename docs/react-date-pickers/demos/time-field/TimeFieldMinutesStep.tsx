import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TimeFieldMinutesStep() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Meeting room from"
        defaultValue={dayjs('2025-09-08T10:15')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={
          error === 'minutesStep'
            ? 'Rooms are booked by the quarter hour.'
            : 'Select the minutes and press ArrowUp or ArrowDown.'
        }
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
