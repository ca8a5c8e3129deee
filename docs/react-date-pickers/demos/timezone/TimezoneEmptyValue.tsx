import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneEmptyValue() {
  const [tokyoCall, setTokyoCall] = React.useState<Dayjs | null>(null);
  const [localCall, setLocalCall] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DateTimePicker
            label="Supplier call (Tokyo time)"
            value={tokyoCall}
            onChange={setTokyoCall}
            timezone="Asia/Tokyo"
            referenceDate={dayjs.tz('2025-08-05T10:00', 'Asia/Tokyo')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            onChange gave: {tokyoCall?.isValid() ? tokyoCall.format() : 'nothing yet'}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DateTimePicker
            label="Supplier call (no timezone prop)"
            value={localCall}
            onChange={setLocalCall}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            onChange gave: {localCall?.isValid() ? localCall.format() : 'nothing yet'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
