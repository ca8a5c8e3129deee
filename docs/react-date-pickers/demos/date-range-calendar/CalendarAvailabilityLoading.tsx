import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

// Stand-in for a server call: the days of a month on which every campervan is rented out.
function fetchFullyBookedDays(month: Dayjs) {
  return new Promise<number[]>((resolve) => {
    setTimeout(() => {
      const seed = month.month() + 1;
      resolve([3, 4, 11, 17, 18, 25].map((day) => ((day + seed * 5) % 28) + 1));
    }, 600);
  });
}

export default function CalendarAvailabilityLoading() {
  const [month, setMonth] = React.useState(dayjs('2025-06-01'));
  // The answer is stored with the month it belongs to, so a stale answer never counts as loaded.
  const [loaded, setLoaded] = React.useState<{ month: string; days: number[] } | null>(null);

  const monthKey = month.format('YYYY-MM');
  const fullDays = loaded?.month === monthKey ? loaded.days : null;

  React.useEffect(() => {
    let cancelled = false;
    fetchFullyBookedDays(month).then((days) => {
      if (!cancelled) setLoaded({ month: month.format('YYYY-MM'), days });
    });
    return () => {
      cancelled = true;
    };
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={month}
        onMonthChange={(next) => setMonth(next.startOf('month'))}
        loading={fullDays === null}
        renderLoading={() => <DayCalendarSkeleton />}
        shouldDisableDate={(day) => day.isSame(month, 'month') && (fullDays ?? []).includes(day.date())}
      />
    </LocalizationProvider>
  );
}
