import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function CalendarRangePosition() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2025-02-08'), dayjs('2025-02-15')]);
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
          aria-label="Date to edit"
        >
          <ToggleButton value="start">Outbound {trip[0]?.format('D MMM') ?? '—'}</ToggleButton>
          <ToggleButton value="end">Return {trip[1]?.format('D MMM') ?? '—'}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={trip}
          onChange={setTrip}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
      </Stack>
    </LocalizationProvider>
  );
}
