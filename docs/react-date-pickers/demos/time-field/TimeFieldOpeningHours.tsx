import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Opening hours of an invented bakery; the shopping street allows trading from 06:00 to 20:00.
const earliestOpening = dayjs('2025-01-06T06:00');
const latestClosing = dayjs('2025-01-06T20:00');

export default function TimeFieldOpeningHours() {
  const [opens, setOpens] = React.useState<Dayjs | null>(dayjs('2025-01-06T07:00'));
  const [closes, setCloses] = React.useState<Dayjs | null>(dayjs('2025-01-06T18:30'));
  const [opensError, setOpensError] = React.useState<TimeValidationError>(null);
  const [closesError, setClosesError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TimeField
          label="Opens at"
          ampm={false}
          value={opens}
          onChange={setOpens}
          onError={(error) => setOpensError(error)}
          minTime={earliestOpening}
          maxTime={latestClosing}
          helperText={opensError ? 'Trading starts at 06:00 at the earliest.' : ' '}
        />
        <TimeField
          label="Closes at"
          ampm={false}
          value={closes}
          onChange={setCloses}
          onError={(error) => setClosesError(error)}
          minTime={opens?.isValid() ? opens.add(1, 'hour') : earliestOpening}
          maxTime={latestClosing}
          helperText={closesError ? 'Close at least an hour after opening, by 20:00.' : ' '}
        />
      </Box>
    </LocalizationProvider>
  );
}
