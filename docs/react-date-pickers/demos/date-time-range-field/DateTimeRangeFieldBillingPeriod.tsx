import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Charging sessions can be corrected until the September invoice is closed.
const periodStart = dayjs('2025-09-01T00:00');
const invoiceClosed = dayjs('2025-09-30T18:00');

function explain([startError, endError]: DateTimeRangeValidationError) {
  const reason = startError ?? endError;
  switch (reason) {
    case 'minDate':
    case 'minTime':
      return 'Only sessions from the September period can be corrected.';
    case 'maxDate':
    case 'maxTime':
      return 'The invoice closed on 30 September at 18:00.';
    case 'invalidRange':
      return 'The session must end after it starts.';
    case 'invalidDate':
      return 'Complete both dates and times.';
    default:
      return 'Type an end time after 18:00 on 30/09 to see the limit.';
  }
}

export default function DateTimeRangeFieldBillingPeriod() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Charging session, bay 4"
        defaultValue={[dayjs('2025-09-30T16:40'), dayjs('2025-09-30T17:55')]}
        format="DD/MM/YYYY HH:mm"
        minDateTime={periodStart}
        maxDateTime={invoiceClosed}
        onError={setError}
        helperText={explain(error)}
        fullWidth
        sx={{ maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
