import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerFlightDeparture() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-10-17T07:55'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Flight departure"
          value={departure}
          onChange={setDeparture}
          ampm={false}
          format="ddd D MMM YYYY, HH:mm"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {departure?.isValid()
            ? `Bag drop closes at ${departure.subtract(45, 'minute').format('HH:mm')}, boarding at ${departure
                .subtract(30, 'minute')
                .format('HH:mm')}.`
            : 'Enter the departure shown on your ticket.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
