import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const offices = [
  { city: 'Lisbon', zone: 'Europe/Lisbon' },
  { city: 'Chicago', zone: 'America/Chicago' },
  { city: 'Singapore', zone: 'Asia/Singapore' },
];

export default function TimezoneSameInstant() {
  // The value is stored in UTC, as it would be in a database.
  const [standup, setStandup] = React.useState<Dayjs | null>(dayjs.utc('2024-11-05T15:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {offices.map((office) => (
          <DateTimePicker
            key={office.zone}
            label={`${office.city} (${office.zone})`}
            value={standup}
            onChange={(newValue) => setStandup(newValue)}
            timezone={office.zone}
            ampm={false}
          />
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {standup?.isValid() ? standup.format('YYYY-MM-DD HH:mm [UTC]') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
