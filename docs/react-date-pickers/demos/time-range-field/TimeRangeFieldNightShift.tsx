import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeFieldNightShift() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const crossesMidnight = error[0] === 'invalidRange';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Night shift, warehouse"
        defaultValue={[dayjs('2025-06-02T22:00'), dayjs('2025-06-02T06:00')]}
        ampm={false}
        onError={setError}
        helperText={
          crossesMidnight
            ? 'Ends before it starts: a time range stays within one day.'
            : 'Start and end on the same day.'
        }
        sx={{ maxWidth: 340, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
