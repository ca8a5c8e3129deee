import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Invoices of an invented electricity supplier: issued up to October 2025, none in the months of a system migration.
const migrationMonths = new Set(['2025-03', '2025-04']);

export default function MonthCalendarBilling() {
  const [month, setMonth] = React.useState<Dayjs | null>(dayjs('2025-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <Typography variant="subtitle2">Invoices of 2025</Typography>
        <MonthCalendar
          value={month}
          onChange={setMonth}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-10-31')}
          shouldDisableMonth={(candidate) => migrationMonths.has(candidate.format('YYYY-MM'))}
          monthsPerRow={4}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {month ? `Showing the invoice for ${month.format('MMMM YYYY')}.` : 'Choose a month.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
