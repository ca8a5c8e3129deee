import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeFieldSession() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-09T14:00'),
    dayjs('2025-10-09T14:45'),
  ]);
  const [start, end] = slot;
  const length = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Talk: Offline-first forms"
          value={slot}
          onChange={setSlot}
          format="HH:mm"
          dateSeparator="to"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {length !== null && length > 0 ? `${length} minutes in Hall B` : 'Enter a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
