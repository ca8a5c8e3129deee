import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Leave for the 2025 holiday year; nobody may start leave on a Friday.
const yearStart = dayjs('2025-01-01');
const yearEnd = dayjs('2025-12-31');

export default function ValidationRangeTuple() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-12-19'), dayjs('2026-01-02')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
        <DateRangePicker
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={yearStart}
          maxDate={yearEnd}
          shouldDisableDate={(day, position) => position === 'start' && day.day() === 5}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'First day off', end: 'Last day off' }}
        />
        <Box
          component="code"
          sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14, overflowWrap: 'anywhere' }}
        >
          onError: {JSON.stringify(error)}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Move the first day off a Friday and the last day into 2025 to clear both errors, then put the first day after the last.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
