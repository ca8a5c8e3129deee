import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonControlled() {
  const [open, setOpen] = React.useState(false);
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2025-03-18'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Your dental check-up is on{' '}
          <strong>{appointment ? appointment.format('dddd D MMMM YYYY') : 'no date yet'}</strong>.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Reschedule
          </Button>
          <DatePicker
            label="Check-up date"
            value={appointment}
            onChange={setAppointment}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            minDate={dayjs('2025-03-03')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
