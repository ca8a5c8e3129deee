import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const timezones = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Asia/Kolkata', label: 'Kolkata' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'system', label: 'Your system timezone' },
];

export default function TimezonePropRender() {
  // The webinar start as the server stores it: an instant in UTC.
  const [webinarStart, setWebinarStart] = React.useState<Dayjs | null>(dayjs.utc('2025-04-16T15:00:00Z'));
  const [displayZone, setDisplayZone] = React.useState('Europe/London');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          select
          label="Show times in"
          value={displayZone}
          onChange={(event) => setDisplayZone(event.target.value)}
        >
          {timezones.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Webinar starts"
          value={webinarStart}
          onChange={setWebinarStart}
          timezone={displayZone}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value in state: {webinarStart?.isValid() ? webinarStart.format() : 'none'}
          {webinarStart?.isUTC() ? ' (still UTC)' : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
