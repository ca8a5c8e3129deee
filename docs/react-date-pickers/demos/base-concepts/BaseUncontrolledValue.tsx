import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BaseUncontrolledValue() {
  // The picker owns its value; this state only keeps the last accepted day for display.
  const [lastAccepted, setLastAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Library book due back"
          defaultValue={dayjs('2025-10-06')}
          onAccept={(newValue) => setLastAccepted(newValue)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lastAccepted?.isValid()
            ? `Renewal sent for ${lastAccepted.format('D MMMM YYYY')}.`
            : 'Pick a new due date to send a renewal.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
