import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [dayjs().subtract(6, 'day'), dayjs()] },
  { label: 'Last 30 days', getValue: () => [dayjs().subtract(29, 'day'), dayjs()] },
  { label: 'Month to date', getValue: () => [dayjs().startOf('month'), dayjs()] },
  {
    label: 'Last calendar month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  { label: 'Year to date', getValue: () => [dayjs().startOf('year'), dayjs()] },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ShortcutsReportPeriods() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([null, null]);
  const [source, setSource] = React.useState('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 400 }}>
        <DateRangePicker
          label="Support tickets report"
          value={range}
          disableFuture
          currentMonthCalendarPosition={2}
          onChange={(value, context) => {
            setRange(value);
            setSource(context.shortcut ? `shortcut “${context.shortcut.label}”` : `${context.source} change`);
          }}
          slotProps={{ shortcuts: { items: periods } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {source ? `Last change: ${source}` : 'Open the picker and choose a period.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
