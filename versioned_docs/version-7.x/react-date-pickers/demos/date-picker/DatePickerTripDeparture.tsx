import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerTripDeparture() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-05-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' } }}>
        <DatePicker label="Departure" value={departure} onChange={(newValue) => setDeparture(newValue)} />
        <Button
          variant="outlined"
          onClick={() => setDeparture((day) => (day ?? dayjs('2024-05-17')).add(1, 'week'))}
        >
          One week later
        </Button>
        <Button onClick={() => setDeparture(null)}>Clear</Button>
      </Stack>
    </LocalizationProvider>
  );
}
