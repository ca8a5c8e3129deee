import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

const viewLabels: Record<DateView, string> = { year: 'Year', month: 'Month', day: 'Day' };

export default function BaseControlledView() {
  const [view, setView] = React.useState<DateView>('month');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
          aria-label="Calendar view"
        >
          {(['year', 'month', 'day'] as const).map((option) => (
            <ToggleButton key={option} value={option}>
              {viewLabels[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateCalendar
          views={['year', 'month', 'day']}
          view={view}
          onViewChange={(nextView) => setView(nextView)}
          defaultValue={dayjs('2025-11-14')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
