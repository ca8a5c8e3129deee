import * as React from 'react';
import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const offices = [
  { zone: 'America/Sao_Paulo', label: 'São Paulo' },
  { zone: 'Europe/Lisbon', label: 'Lisbon' },
  { zone: 'Asia/Manila', label: 'Manila' },
];

export default function TimezoneLuxonRota() {
  // Luxon dates always know their zone: this one is the rota's reference office.
  const [shiftStart, setShiftStart] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-11-03T06:00', { zone: 'America/Sao_Paulo' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {offices.map((office) => (
          <DateTimePicker
            key={office.zone}
            label={`Support shift starts (${office.label})`}
            value={shiftStart}
            onChange={setShiftStart}
            timezone={office.zone}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Stored: {shiftStart?.isValid ? shiftStart.toISO() : 'none'} ({shiftStart?.zoneName ?? '–'})
      </Typography>
    </LocalizationProvider>
  );
}
