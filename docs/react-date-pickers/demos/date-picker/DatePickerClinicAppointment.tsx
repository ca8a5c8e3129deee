import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { clinicHolidays, isClinicClosed } from '../shared-components/clinicCalendar';

const firstBookable = dayjs('2025-05-01');
const lastBookable = dayjs('2025-08-29');

const errorMessages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Enter a complete date.',
  disablePast: 'Appointments cannot be booked in the past.',
  disableFuture: 'This date is too far ahead.',
  minDate: 'Bookings open on 1 May 2025.',
  maxDate: 'Bookings close on 29 August 2025.',
  shouldDisableDate: 'The clinic is closed on that day.',
  shouldDisableMonth: 'That month is not available.',
  shouldDisableYear: 'That year is not available.',
};

export default function DatePickerClinicAppointment() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);

  const hint = `Weekdays only, May to August. Closed on ${clinicHolidays.length} public holidays.`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        value={appointment}
        onChange={setAppointment}
        onError={(newError) => setError(newError)}
        minDate={firstBookable}
        maxDate={lastBookable}
        shouldDisableDate={(date) => isClinicClosed(date)}
        slotProps={{
          textField: {
            helperText: error ? errorMessages[error] : hint,
            required: true,
          },
          actionBar: { actions: ['clear', 'accept'] },
        }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
