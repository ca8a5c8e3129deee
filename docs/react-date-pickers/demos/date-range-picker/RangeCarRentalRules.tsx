import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';

// The summer season of a small rental branch.
const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

// Closed on Sundays; on Saturdays the desk only hands cars out, it takes none back.
function isClosedFor(day: Dayjs, position: RangePosition) {
  if (day.day() === 0) return true;
  return position === 'end' && day.day() === 6;
}

const messages: Record<string, string> = {
  minDate: 'The branch opens for the season on 1 June.',
  maxDate: 'The season ends on 30 September.',
  shouldDisableDate: 'The branch is closed on that day for this step (no returns on Saturdays).',
  invalidRange: 'The return date must come after the pick-up date.',
  invalidDate: 'Enter a complete date.',
};

export default function RangeCarRentalRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-04'), dayjs('2025-07-11')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Rental period"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={seasonStart}
        maxDate={seasonEnd}
        shouldDisableDate={isClosedFor}
        sx={{ maxWidth: 420, width: '100%' }}
        slotProps={{
          textField: {
            helperText: reason ? messages[reason] : 'Pick-ups Monday to Saturday, returns Monday to Friday.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
