import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers-pro';

// The report is about a fixed "today", so that the demo shows the same ranges on every visit.
const reportDay = dayjs('2024-05-22');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [reportDay.startOf('week'), reportDay.endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = reportDay.subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { label: 'Last 14 days', getValue: () => [reportDay.subtract(13, 'day'), reportDay] },
  { label: 'Month to date', getValue: () => [reportDay.startOf('month'), reportDay] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function DateRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StaticDateRangePicker
          calendars={1}
          referenceDate={reportDay}
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
            toolbar: { hidden: true },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
