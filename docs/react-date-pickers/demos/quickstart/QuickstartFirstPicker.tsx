import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function QuickstartFirstPicker() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2025-08-08'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Car pick-up"
          value={pickUp}
          onChange={setPickUp}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {pickUp?.isValid()
            ? `Collect the keys at the airport desk on ${pickUp.format('dddd D MMMM')}.`
            : 'Choose the day you collect the car.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
