import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerOpenFromButton() {
  const [open, setOpen] = React.useState(false);
  const [haircut, setHaircut] = React.useState<Dayjs | null>(dayjs('2025-10-03'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Typography variant="body2">
          Your next haircut is on{' '}
          <strong>{haircut?.isValid() ? haircut.format('dddd D MMMM') : 'no date yet'}</strong>.
        </Typography>
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Reschedule
        </Button>
        <DatePicker
          label="New date"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={haircut}
          onChange={setHaircut}
          minDate={dayjs('2025-09-29')}
          shouldDisableDate={(date) => date.day() === 1}
        />
      </Stack>
    </LocalizationProvider>
  );
}
