import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// An invented charity published annual reports from 2009 to 2024, except during its 2015 merger.
const firstReport = dayjs('2009-01-01');
const latestReport = dayjs('2024-01-01');

export default function YearCalendarAnnualReports() {
  const [year, setYear] = React.useState<Dayjs | null>(latestReport);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <YearCalendar
          value={year}
          onChange={setYear}
          minDate={firstReport}
          maxDate={latestReport}
          shouldDisableYear={(candidate) => candidate.year() === 2015}
          yearsOrder="desc"
          yearsPerRow={4}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {year ? `Annual report ${year.year()} (PDF, ${(1.2 + (year.year() % 7) * 0.3).toFixed(1)} MB)` : 'Choose a year.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
