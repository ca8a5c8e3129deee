import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// Click-and-collect at an invented pharmacy: every 10 minutes between 09:00 and 18:00.
const opens = dayjs('2025-02-14T09:00');
const closes = dayjs('2025-02-14T18:00');

export default function TimeClockPharmacyHours() {
  const [collection, setCollection] = React.useState<Dayjs | null>(dayjs('2025-02-14T11:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TimeClock
          value={collection}
          onChange={setCollection}
          ampm={false}
          minutesStep={10}
          minTime={opens}
          maxTime={closes}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
          Collect at {collection ? collection.format('HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
