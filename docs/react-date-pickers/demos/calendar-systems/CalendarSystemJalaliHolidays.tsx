import * as React from 'react';
import { format } from 'date-fns';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { faIR } from '@mui/x-date-pickers/locales';
import { iranHolidays1404 } from '../shared-custom/calendarHolidays';

const holidayNames = new Map(iranHolidays1404.map((holiday) => [holiday.date, holiday.name]));

function HolidayDay(props: PickersDayProps) {
  const name = props.outsideCurrentMonth ? undefined : holidayNames.get(format(props.day, 'yyyy-MM-dd'));
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!name}>
      <PickersDay {...props} title={name} />
    </Badge>
  );
}

export default function CalendarSystemJalaliHolidays() {
  // date-fns-jalali works on plain Date objects: 21 March 2025 is 1 Farvardin 1404.
  const [leaveStart, setLeaveStart] = React.useState<Date | null>(new Date(2025, 2, 21));

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFnsJalali}
      localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <DatePicker label="شروع مرخصی" value={leaveStart} onChange={setLeaveStart} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Gregorian: {leaveStart ? format(leaveStart, 'd MMMM yyyy') : '–'}
          </Typography>
        </Stack>
        <DateCalendar value={leaveStart} onChange={setLeaveStart} slots={{ day: HolidayDay }} />
      </Stack>
    </LocalizationProvider>
  );
}
