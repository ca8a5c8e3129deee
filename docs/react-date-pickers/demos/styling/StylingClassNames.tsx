import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import { pickersCalendarHeaderClasses } from '@mui/x-date-pickers/PickersCalendarHeader';

/** A compact calendar for a sidebar, built once with styled() and reused everywhere. */
const SidebarCalendar = styled(DateCalendar)(({ theme }) => ({
  width: 280,
  height: 'auto',
  [`& .${pickersCalendarHeaderClasses.root}`]: {
    paddingInlineStart: theme.spacing(1.5),
    marginTop: theme.spacing(1),
  },
  [`& .${pickersCalendarHeaderClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
  [`& .${dayCalendarClasses.weekDayLabel}`]: {
    width: 34,
    height: 30,
  },
  [`& .${pickersDayClasses.root}`]: {
    width: 34,
    height: 34,
    fontSize: theme.typography.caption.fontSize,
  },
  [`& .${pickersDayClasses.selected}`]: {
    fontWeight: theme.typography.fontWeightBold,
  },
  [`& .${pickersDayClasses.disabled}`]: {
    textDecoration: 'line-through',
  },
}));

export default function StylingClassNames() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SidebarCalendar
        defaultValue={dayjs('2025-04-10')}
        views={['day']}
        // The co-working space is closed at weekends.
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
      />
    </LocalizationProvider>
  );
}
