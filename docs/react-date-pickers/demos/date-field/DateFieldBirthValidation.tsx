import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A gym membership form filled in on 1 June 2025: members must be 16 or older.
const formDate = dayjs('2025-06-01');
const latestBirthDate = formDate.subtract(16, 'year');

function messageFor(error: DateValidationError) {
  switch (error) {
    case 'maxDate':
      return 'Members must be at least 16 years old.';
    case 'minDate':
      return 'Please check the year.';
    case 'invalidDate':
      return 'This date does not exist.';
    default:
      return 'Day, month and year';
  }
}

export default function DateFieldBirthValidation() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Date of birth"
        value={birthDate}
        onChange={setBirthDate}
        onError={(newError) => setError(newError)}
        format="DD/MM/YYYY"
        minDate={dayjs('1910-01-01')}
        maxDate={latestBirthDate}
        helperText={messageFor(error)}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
