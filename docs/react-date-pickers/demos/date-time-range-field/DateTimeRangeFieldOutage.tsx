import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldOutage() {
  const [outage, setOutage] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-01-29T23:42'),
    dayjs('2025-01-30T02:17'),
  ]);

  const [began, ended] = outage;
  const minutes = began?.isValid() && ended?.isValid() ? ended.diff(began, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField
          label="Payment API outage"
          value={outage}
          onChange={setOutage}
          format="YYYY-MM-DD HH:mm"
          fullWidth
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {minutes !== null && minutes > 0
            ? `Downtime: ${Math.floor(minutes / 60)} h ${minutes % 60} min`
            : 'Enter when the outage began and ended.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
