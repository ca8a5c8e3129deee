import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BaseNativeForm() {
  const [submitted, setSubmitted] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // A real app would let the browser post the form; here we only show what it would send.
    event.preventDefault();
    const lines: string[] = [];
    new FormData(event.currentTarget).forEach((value, key) => {
      lines.push(`${key}=${String(value)}`);
    });
    setSubmitted(lines);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
        <DatePicker
          name="pickupDate"
          label="Parcel pick-up date"
          defaultValue={dayjs('2025-06-24')}
          format="YYYY-MM-DD"
        />
        <TimePicker
          name="pickupTime"
          label="Courier arrives after"
          defaultValue={dayjs('2025-06-24T10:30')}
          ampm={false}
        />
        <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
          Book pick-up
        </Button>
        {submitted.length > 0 && (
          <Typography
            variant="body2"
            component="pre"
            sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace' }}
          >
            {submitted.join('\n')}
          </Typography>
        )}
      </Box>
    </LocalizationProvider>
  );
}
