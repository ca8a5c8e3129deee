import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2025-09-01');
const lastDay = dayjs('2025-09-30');

export default function ValidationBlockSubmit() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-12'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-09-12T15:00'));
  const [dayError, setDayError] = React.useState<DateValidationError>(null);
  const [timeError, setTimeError] = React.useState<TimeValidationError>(null);
  const [sent, setSent] = React.useState<string | null>(null);

  const incomplete = day === null || time === null;
  const canSubmit = !incomplete && dayError === null && timeError === null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && day && time) setSent(`${day.format('ddd D MMM')} at ${time.format('HH:mm')}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={handleSubmit} noValidate>
        <DatePicker
          label="Furniture delivery day"
          value={day}
          onChange={setDay}
          onError={setDayError}
          minDate={firstDay}
          maxDate={lastDay}
          slotProps={{ textField: { required: true } }}
        />
        <TimePicker
          label="Earliest arrival"
          value={time}
          onChange={setTime}
          onError={setTimeError}
          ampm={false}
          minTime={dayjs('2025-09-01T08:00')}
          maxTime={dayjs('2025-09-01T18:00')}
          slotProps={{ textField: { required: true } }}
        />
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          Confirm delivery slot
        </Button>
        {sent && <Alert severity="success">Delivery booked for {sent}.</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
