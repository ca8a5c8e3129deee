import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function RangeCalendarCount() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);
  const [position, setPosition] = React.useState<CalendarCount>(1);

  const handleCalendarsChange = (_event: React.MouseEvent<HTMLElement>, next: CalendarCount | null) => {
    if (next === null) return;
    setCalendars(next);
    // The current month cannot sit in a calendar that is not rendered.
    setPosition((current) => (current > next ? next : current));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <div>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              calendars
            </Typography>
            <ToggleButtonGroup size="small" exclusive value={calendars} onChange={handleCalendarsChange}>
              <ToggleButton value={1}>1</ToggleButton>
              <ToggleButton value={2}>2</ToggleButton>
              <ToggleButton value={3}>3</ToggleButton>
            </ToggleButtonGroup>
          </div>
          <div>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              currentMonthCalendarPosition
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={position}
              onChange={(_event, next: CalendarCount | null) => next !== null && setPosition(next)}
            >
              {([1, 2, 3] as const).map((option) => (
                <ToggleButton key={option} value={option} disabled={option > calendars}>
                  {option}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        </Stack>
        <DateRangePicker
          label="Quarterly report period"
          calendars={calendars}
          currentMonthCalendarPosition={position}
        />
      </Stack>
    </LocalizationProvider>
  );
}
