import 'moment/locale/ar-sa';
import * as React from 'react';
import dayjs from 'dayjs';
import moment from 'moment';
import hijriMoment from 'moment-hijri';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

moment.locale('en');

/**
 * With three adapters in one app, a picker's value is typed as any of their
 * date types (Date, Dayjs, Moment): turn whichever arrives into a Date.
 */
function toDate(value: Date | { toDate(): Date }): Date {
  return value instanceof Date ? value : value.toDate();
}

const hijriLimits = {
  minDate: hijriMoment('1420/01/01', 'iYYYY/iMM/iDD'),
  maxDate: hijriMoment('1480/12/29', 'iYYYY/iMM/iDD'),
};

export default function CalendarSystemSideBySide() {
  // One instant shared by three calendars, each with its own adapter and date type.
  const [day, setDay] = React.useState(new Date(2025, 2, 21));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
      <div>
        <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
          Gregorian (Day.js)
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateCalendar value={dayjs(day)} onChange={(next) => next && setDay(toDate(next))} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
          Solar Hijri (date-fns-jalali)
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
          <DateCalendar value={day} onChange={(next) => next && setDay(toDate(next))} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
          Lunar Hijri (moment-hijri)
        </Typography>
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DateCalendar
            value={hijriMoment(day)}
            onChange={(next) => next && setDay(toDate(next))}
            {...hijriLimits}
          />
        </LocalizationProvider>
      </div>
    </Box>
  );
}
