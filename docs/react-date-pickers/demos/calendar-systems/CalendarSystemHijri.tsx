import 'moment/locale/ar-sa';
import * as React from 'react';
import moment, { type Moment } from 'moment';
import hijriMoment from 'moment-hijri';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { saudiHolidays1446 } from '../shared-custom/calendarHolidays';

// Importing moment-hijri and the ar-sa locale makes ar-sa Moment's global locale.
// The adapter sets ar-SA on every date it handles, so restore the global one.
moment.locale('en');

// moment-hijri knows dates from 1356 AH to 1499 AH only: keep the pickers inside that range.
const minDate = hijriMoment('1420/01/01', 'iYYYY/iMM/iDD');
const maxDate = hijriMoment('1480/12/29', 'iYYYY/iMM/iDD');

const holidayNames = new Map(saudiHolidays1446.map((holiday) => [holiday.date, holiday.name]));

function HolidayDay(props: PickersDayProps) {
  const name = props.outsideCurrentMonth
    ? undefined
    : holidayNames.get(hijriMoment(props.day).locale('en').format('YYYY-MM-DD'));
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!name}>
      <PickersDay {...props} title={name} />
    </Badge>
  );
}

export default function CalendarSystemHijri() {
  const [visit, setVisit] = React.useState<Moment | null>(hijriMoment('2025-03-30'));

  return (
    <LocalizationProvider
      dateAdapter={AdapterMomentHijri}
      localeText={{
        okButtonLabel: 'موافق',
        cancelButtonLabel: 'إلغاء',
        datePickerToolbarTitle: 'اختر التاريخ',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <DatePicker
            label="Family visit"
            value={visit}
            onChange={setVisit}
            minDate={minDate}
            maxDate={maxDate}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Gregorian: {visit?.isValid() ? hijriMoment(visit).locale('en').format('D MMMM YYYY') : '–'}
          </Typography>
        </Stack>
        <DateCalendar
          value={visit}
          onChange={setVisit}
          minDate={minDate}
          maxDate={maxDate}
          slots={{ day: HolidayDay }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
