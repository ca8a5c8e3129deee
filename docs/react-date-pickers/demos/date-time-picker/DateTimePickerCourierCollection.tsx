import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A courier collects from Monday 2 June 2025 at 10:00, until Friday 13 June at 17:00, on weekdays between 08:00 and 18:00.
const firstCollection = dayjs('2025-06-02T10:00');
const lastCollection = dayjs('2025-06-13T17:00');

function messageFor(error: DateTimeValidationError) {
  switch (error) {
    case null:
      return 'Weekdays, 08:00 to 18:00, 2 to 13 June';
    case 'minDate':
    case 'minTime':
      return 'The first collection is on 2 June at 10:00.';
    case 'maxDate':
    case 'maxTime':
      return 'Collections end on 13 June at 17:00.';
    case 'shouldDisableDate':
      return 'The courier does not collect at weekends.';
    case 'shouldDisableTime-hours':
      return 'Collections run from 08:00 to 18:00.';
    default:
      return 'Enter a complete date and time.';
  }
}

export default function DateTimePickerCourierCollection() {
  const [collection, setCollection] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Collection"
        value={collection}
        onChange={setCollection}
        onError={(newError) => setError(newError)}
        minDateTime={firstCollection}
        maxDateTime={lastCollection}
        referenceDate={firstCollection}
        shouldDisableDate={(day) => [0, 6].includes(day.day())}
        shouldDisableTime={(time, view) => {
          const hour = time.hour();
          return view === 'hours' && (hour < 8 || hour >= 18);
        }}
        ampm={false}
        slotProps={{ textField: { helperText: messageFor(error) } }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
