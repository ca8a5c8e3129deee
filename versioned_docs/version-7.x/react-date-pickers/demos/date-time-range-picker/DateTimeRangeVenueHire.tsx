import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeVenueHire() {
  const [hire, setHire] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-06-14T18:00'),
    dayjs('2024-06-15T01:00'),
  ]);
  const [start, end] = hire;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker
          value={hire}
          onChange={(newValue) => setHire(newValue)}
          localeText={{ start: 'Doors open', end: 'Venue cleared' }}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {start?.isValid() && end?.isValid()
            ? `Hall booked for ${end.diff(start, 'hour', true).toFixed(1)} hours.`
            : 'Pick when the party starts and ends.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
