import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('1924-01-01');
const latest = dayjs('2006-06-30');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This is not a valid date.',
  minDate: 'Please check the year: that is more than 100 years ago.',
  maxDate: 'Applicants must have turned 18 by 30 June 2024.',
  disablePast: 'The date cannot be in the past.',
  disableFuture: 'The date cannot be in the future.',
  shouldDisableDate: 'This date is not available.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function ValidationErrorMessages() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('2007-02-11'));
  const [error, setError] = React.useState<DateValidationError | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        value={birthday}
        onChange={(newValue) => setBirthday(newValue)}
        onError={(newError) => setError(newError)}
        minDate={earliest}
        maxDate={latest}
        openTo="year"
        views={['year', 'month', 'day']}
        slotProps={{
          textField: { helperText: error ? messages[error] : 'Applicants must be 18 or older.' },
        }}
      />
    </LocalizationProvider>
  );
}
