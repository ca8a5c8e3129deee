import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Europe/Berlin';

// Night-shift hand-overs around the two clock changes of 2025 in Berlin.
// The arithmetic is done on UTC instants, then converted for display.
const nights = [
  { label: 'Spring forward, 30 March', firstHourUtc: '2025-03-29T23:00:00Z' },
  { label: 'Fall back, 26 October', firstHourUtc: '2025-10-25T22:00:00Z' },
];

export default function TimezoneDaylightSaving() {
  const [handOver, setHandOver] = React.useState<Dayjs | null>(dayjs.tz('2025-03-30T01:30', ZONE));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DateTimePicker
            label="Hand-over (Berlin)"
            value={handOver}
            onChange={setHandOver}
            timezone={ZONE}
            ampm={false}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            UTC offset of the value: {handOver?.isValid() ? handOver.format('Z') : '–'}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {nights.map((night) => (
            <Table key={night.label} size="small" aria-label={`Hours in Berlin, ${night.label}`}>
              <TableHead>
                <TableRow>
                  <TableCell colSpan={2}>{night.label}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>Berlin</TableCell>
                  <TableCell>UTC</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[0, 1, 2, 3, 4].map((hour) => {
                  const instant = dayjs.utc(night.firstHourUtc).add(hour, 'hour');
                  return (
                    <TableRow key={hour}>
                      <TableCell>{instant.tz(ZONE).format('HH:mm Z')}</TableCell>
                      <TableCell>{instant.format('HH:mm')}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
