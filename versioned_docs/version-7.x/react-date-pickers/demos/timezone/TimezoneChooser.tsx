import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
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

const zones = ['UTC', 'Europe/Berlin', 'America/Sao_Paulo', 'Australia/Sydney', 'Pacific/Auckland'];

export default function TimezoneChooser() {
  const [zone, setZone] = React.useState('Europe/Berlin');
  // The departure is stored in Berlin time: onChange keeps that timezone, whatever is displayed.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.tz('2024-12-20T22:10', 'Europe/Berlin'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          label="Show times in"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Night train departure"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value in state: {departure?.isValid() ? departure.format('YYYY-MM-DD HH:mm Z') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
