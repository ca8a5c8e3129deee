import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function ValidationRangeErrors() {
  const [course, setCourse] = React.useState<DateRange<Dayjs>>([dayjs('2024-10-21'), dayjs('2024-10-18')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={course}
          onChange={(newValue) => setCourse(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2024-09-02')}
          maxDate={dayjs('2024-12-20')}
          localeText={{ start: 'Course starts', end: 'Course ends' }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Start error: {error[0] ?? 'none'} · End error: {error[1] ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
