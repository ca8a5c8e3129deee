import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Recycling collection days of the district.
const collectionDays = new Set([
  '2024-09-03',
  '2024-09-10',
  '2024-09-17',
  '2024-09-24',
  '2024-10-01',
  '2024-10-08',
]);

function CollectionDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  const isCollection = !outsideCurrentMonth && collectionDays.has(day.format('YYYY-MM-DD'));

  return (
    <Badge
      overlap="circular"
      color="success"
      variant="dot"
      invisible={!isCollection}
      aria-label={isCollection ? 'Collection day' : undefined}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function CustomHighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2024-09-12')} slots={{ day: CollectionDay }} />
    </LocalizationProvider>
  );
}
