import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Follow-ups are planned from the date of the last visit, not from today.
const lastVisit = dayjs('2025-03-14');

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { id: '1w', label: 'In 1 week', getValue: () => lastVisit.add(1, 'week') },
  { id: '2w', label: 'In 2 weeks', getValue: () => lastVisit.add(2, 'week') },
  { id: '1m', label: 'In 1 month', getValue: () => lastVisit.add(1, 'month') },
  { id: '3m', label: 'In 3 months', getValue: () => lastVisit.add(3, 'month') },
];

export default function ShortcutsFollowUp() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(lastVisit.add(2, 'week'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Last visit: {lastVisit.format('dddd D MMMM YYYY')}
        </Typography>
        <StaticDatePicker
          value={followUp}
          onChange={setFollowUp}
          minDate={lastVisit.add(1, 'day')}
          slotProps={{
            shortcuts: { items: followUps },
            actionBar: { actions: [] },
            toolbar: { hidden: true },
            // On narrow screens, put the shortcuts in a row above the calendar instead of beside it.
            layout: {
              sx: {
                display: { xs: 'flex', sm: 'grid' },
                flexDirection: 'column',
                [`& .${pickersLayoutClasses.shortcuts}`]: {
                  display: { xs: 'flex', sm: 'block' },
                  flexWrap: 'wrap',
                  maxWidth: { xs: 320, sm: 200 },
                  '& li': { width: { xs: 'auto', sm: '100%' } },
                },
              },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
