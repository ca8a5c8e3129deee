import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarCount() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={calendars}
          onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
          aria-label="Number of calendars"
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar calendars={calendars} defaultValue={[dayjs('2024-11-25'), dayjs('2024-12-06')]} />
      </Stack>
    </LocalizationProvider>
  );
}
