import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const HOURLY_RATE = 85;

export default function DateTimeRangeVenueHire() {
  const [hire, setHire] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-11-14T16:00'),
    dayjs('2025-11-15T01:00'),
  ]);

  const [from, to] = hire;
  const hours = from?.isValid() && to?.isValid() ? to.diff(from, 'hour', true) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
        <DateTimeRangePicker label="Riverside hall hire" value={hire} onChange={setHire} />
        <Typography variant="body2">
          {hours !== null && hours > 0
            ? `${hours.toFixed(1)} hours · €${Math.ceil(hours) * HOURLY_RATE} (billed per started hour)`
            : 'Choose when the hire starts and ends.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
