import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { Dayjs } from 'dayjs';

export default function OverviewRentalPeriod() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([dayjs('2024-07-12'), dayjs('2024-07-19')]);
  const [start, end] = rental;
  const nights = start && end ? end.diff(start, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={rental}
        onChange={(newValue) => setRental(newValue)}
        localeText={{ start: 'Pick-up', end: 'Return' }}
      />
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {nights > 0 ? `Camper van booked for ${nights} nights.` : 'Choose a pick-up and a return day.'}
      </Typography>
    </LocalizationProvider>
  );
}
