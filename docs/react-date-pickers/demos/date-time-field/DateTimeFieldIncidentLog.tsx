import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

export default function DateTimeFieldIncidentLog() {
  const [started, setStarted] = React.useState<Dayjs | null>(dayjs('2025-03-18T09:12'));
  const [resolved, setResolved] = React.useState<Dayjs | null>(null);

  const bothValid = started?.isValid() && resolved?.isValid();
  const duration = bothValid && started && resolved ? resolved.diff(started, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateTimeField
          label="Outage started"
          required
          ampm={false}
          value={started}
          onChange={setStarted}
        />
        <DateTimeField
          label="Service restored"
          ampm={false}
          clearable
          value={resolved}
          onChange={setResolved}
          minDateTime={started?.isValid() ? started : undefined}
          helperText="Leave empty while the outage lasts"
        />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {duration !== null && duration >= 0
            ? `Outage lasted ${formatDuration(duration)}.`
            : 'Status: ongoing'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
