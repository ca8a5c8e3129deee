import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Presets start on the next Friday; the customer then adjusts the days and confirms.
const nextFriday = () => {
  const today = dayjs().startOf('day');
  return today.add((5 - today.day() + 7) % 7 || 7, 'day');
};

const presets: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { id: 'weekend', label: 'Weekend', getValue: () => [nextFriday(), nextFriday().add(2, 'day')] },
  { id: 'long-weekend', label: 'Long weekend', getValue: () => [nextFriday(), nextFriday().add(3, 'day')] },
  { id: 'week', label: 'One week', getValue: () => [nextFriday(), nextFriday().add(7, 'day')] },
];

export default function ShortcutsRentalPresets() {
  const [accepted, setAccepted] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 400 }}>
        <DateRangePicker
          label="Camper van rental"
          disablePast
          closeOnSelect={false}
          onAccept={setAccepted}
          slotProps={{
            shortcuts: { items: presets, changeImportance: 'set' },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {accepted[0] && accepted[1]
            ? `Confirmed: ${accepted[0].format('ddd D MMM')} – ${accepted[1].format('ddd D MMM')}`
            : 'Nothing confirmed yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
