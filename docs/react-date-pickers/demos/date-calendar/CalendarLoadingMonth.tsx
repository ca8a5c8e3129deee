import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const openingMonth = dayjs('2025-09-01');

/**
 * Stands in for the programme API of an invented concert hall: after 600 ms it
 * answers with the days of the month that have a concert (every Friday, and the
 * Saturdays with an even date), so a month always gets the same answer.
 */
function requestProgramme(month: Dayjs): Promise<number[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const days = Array.from({ length: month.daysInMonth() }, (_, index) => index + 1);
      resolve(
        days.filter((day) => {
          const weekday = month.date(day).day();
          return weekday === 5 || (weekday === 6 && day % 2 === 0);
        }),
      );
    }, 600);
  });
}

const ConcertDaysContext = React.createContext<ReadonlySet<number>>(new Set());

function ConcertDay(props: PickersDayProps) {
  const concertDays = React.useContext(ConcertDaysContext);
  const hasConcert = !props.outsideCurrentMonth && concertDays.has(props.day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasConcert}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function CalendarLoadingMonth() {
  const [shownMonth, setShownMonth] = React.useState(openingMonth);
  // Every answer is kept under the month it belongs to ('2025-09'…), so a month
  // seen once shows straight away, and a late answer can't fill another month.
  const [programme, setProgramme] = React.useState<Record<string, number[]>>({});
  const requested = React.useRef(new Set<string>());

  const monthKey = shownMonth.format('YYYY-MM');
  const daysOfShownMonth = programme[monthKey];

  React.useEffect(() => {
    if (requested.current.has(monthKey)) return;
    requested.current.add(monthKey);
    requestProgramme(shownMonth).then((days) => {
      setProgramme((known) => ({ ...known, [monthKey]: days }));
    });
  }, [monthKey, shownMonth]);

  const concertDays = React.useMemo(() => new Set(daysOfShownMonth ?? []), [daysOfShownMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ConcertDaysContext.Provider value={concertDays}>
        <DateCalendar
          referenceDate={openingMonth}
          // Also called after a year is picked in the year view, since the visible month changes too.
          onMonthChange={(month) => setShownMonth(month.startOf('month'))}
          loading={daysOfShownMonth === undefined}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ConcertDay }}
        />
      </ConcertDaysContext.Provider>
    </LocalizationProvider>
  );
}
