import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeShift() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-02-12T07:00'),
    dayjs('2024-02-12T15:30'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const [start, end] = shift;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputTimeRangeField
          value={shift}
          onChange={(newValue, context) => {
            setShift(newValue);
            setError(context.validationError);
          }}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Clock in' : 'Clock out',
            }),
          }}
        />
        <Typography variant="body2" sx={{ color: error[0] || error[1] ? 'error.main' : 'text.secondary' }}>
          {error[0] === 'invalidRange' || error[1] === 'invalidRange'
            ? 'Clock out must come after clock in.'
            : hours !== null
              ? `Shift length: ${hours} hours.`
              : 'Enter both times.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
