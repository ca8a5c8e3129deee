import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// A supplier accepts delivery windows inside its spring production run.
const firstDay = dayjs('2025-03-03');
const lastDay = dayjs('2025-05-30');

function describe([startError, endError]: DateRangeValidationError) {
  if (startError === 'invalidRange') return 'The window ends before it starts.';
  if (startError === 'minDate') return 'Deliveries start on 3 March.';
  if (endError === 'maxDate') return 'The last delivery day is 30 May.';
  if (startError === 'invalidDate' || endError === 'invalidDate') return 'Both dates must be complete.';
  return 'Try a first day in February, or a last day before the first one.';
}

export default function RangeFieldDeliveryWindow() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-07'), dayjs('2025-04-11')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Delivery window"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={firstDay}
        maxDate={lastDay}
        helperText={describe(error)}
        sx={{ maxWidth: 380, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
