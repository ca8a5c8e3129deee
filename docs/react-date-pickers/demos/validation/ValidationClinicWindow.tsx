import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The clinic publishes its calendar one quarter at a time.
const firstSlot = dayjs('2025-04-01');
const lastSlot = dayjs('2025-06-30');

function messageFor(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return `The earliest appointment is on ${firstSlot.format('D MMMM')}.`;
    case 'maxDate':
      return `Appointments after ${lastSlot.format('D MMMM')} are not open yet.`;
    case 'invalidDate':
      return 'This date is not complete.';
    default:
      return 'Between 1 April and 30 June 2025';
  }
}

export default function ValidationClinicWindow() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-03'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Physiotherapy appointment"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={firstSlot}
        maxDate={lastSlot}
        slotProps={{ textField: { helperText: messageFor(error) } }}
        sx={{ maxWidth: 360, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
