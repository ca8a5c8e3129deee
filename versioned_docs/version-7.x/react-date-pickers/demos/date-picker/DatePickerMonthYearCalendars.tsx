import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function DatePickerMonthYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2023-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Accounting period: {period.format('MMMM YYYY')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <YearCalendar
          value={period}
          onChange={(year) => setPeriod(year)}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2025-12-31')}
          yearsPerRow={3}
        />
        <MonthCalendar value={period} onChange={(month) => setPeriod(month)} monthsPerRow={3} />
      </Box>
    </LocalizationProvider>
  );
}
