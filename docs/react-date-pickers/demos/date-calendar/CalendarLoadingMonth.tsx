import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const initialMonth = dayjs('2025-09-01');

/**
 * Stands in for a request to a ticketing API: the days of a month with a concert,
 * answered after 600 ms. The days follow a fixed rule, so every visit shows the same data.
 */
function fetchConcertDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const days: number[] = [];
      for (let day = 1; day <= month.daysInMonth(); day += 1) {
        const weekday = month.date(day).day();
        if (weekday === 5 || (weekday === 6 && day % 2 === 0)) days.push(day);
      }
      resolve(days);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const ConcertDaysContext = React.createContext<number[]>([]);

function ConcertDay(props: PickersDayProps) {
  const concertDays = React.useContext(ConcertDaysContext);
  const day = props.day;
  const hasConcert = !props.outsideCurrentMonth && concertDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasConcert}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function CalendarLoadingMonth() {
  const [loading, setLoading] = React.useState(true);
  const [concertDays, setConcertDays] = React.useState<number[]>([]);
  const request = React.useRef<AbortController | null>(null);

  // Starts a request; its state updates happen when the answer arrives.
  const fetchMonth = React.useCallback((month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    fetchConcertDays(month, controller.signal)
      .then((days) => {
        setConcertDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
  }, []);

  const showMonth = (month: Dayjs) => {
    setLoading(true);
    fetchMonth(month);
  };

  React.useEffect(() => {
    fetchMonth(initialMonth);
    return () => request.current?.abort();
  }, [fetchMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ConcertDaysContext.Provider value={concertDays}>
        <DateCalendar
          referenceDate={initialMonth}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          onMonthChange={(month) => showMonth(month)}
          onYearChange={(year) => showMonth(year)}
          slots={{ day: ConcertDay }}
        />
      </ConcertDaysContext.Provider>
    </LocalizationProvider>
  );
}
