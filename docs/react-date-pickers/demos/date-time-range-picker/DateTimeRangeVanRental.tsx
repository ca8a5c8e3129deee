import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The depot is open 07:00–19:00, Monday to Saturday. Bookings open on 1 April.
const bookingsOpen = dayjs('2025-04-01');

const explanations: Record<string, string> = {
  minDate: 'Bookings start on 1 April.',
  minTime: 'The depot opens at 07:00.',
  maxTime: 'The depot closes at 19:00.',
  shouldDisableDate: 'The depot is closed on Sundays.',
  minutesStep: 'Choose a time on the hour or the half hour.',
  invalidRange: 'The van must be returned after it is collected.',
};

export default function DateTimeRangeVanRental() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-04T08:30'),
    dayjs('2025-04-05T17:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Van rental"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={bookingsOpen}
        minTime={dayjs('2025-04-01T07:00')}
        maxTime={dayjs('2025-04-01T19:00')}
        shouldDisableDate={(day) => day.day() === 0}
        minutesStep={30}
        timeSteps={{ minutes: 30 }}
        skipDisabled
        ampm={false}
        sx={{ maxWidth: 440, width: '100%' }}
        slotProps={{
          textField: {
            helperText: reason ? (explanations[reason] ?? 'Check the dates.') : 'Collection and return, 07:00–19:00',
          },
        }}
      />
    </LocalizationProvider>
  );
}
