import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function QuickstartDayjsAdapter() {
  const [matchDay, setMatchDay] = React.useState<Dayjs | null>(dayjs('2025-08-16'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Match day"
          value={matchDay}
          onChange={setMatchDay}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: a Day.js object —{' '}
          {matchDay?.isValid() ? matchDay.toISOString() : String(matchDay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
