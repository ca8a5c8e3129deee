import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { ArrowLeftIcon, ArrowRightIcon } from '@mui/x-date-pickers/icons';

const SEASON_START = dayjs('2025-04-01');

/** A header with the month in the middle and a shortcut back to the start of the season. */
function SeasonHeader({ currentMonth, onMonthChange, minDate, maxDate }: PickersCalendarHeaderProps) {
  const previous = currentMonth.subtract(1, 'month');
  const next = currentMonth.add(1, 'month');

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
      <IconButton
        aria-label="Previous month"
        disabled={previous.isBefore(minDate, 'month')}
        onClick={() => onMonthChange(previous)}
      >
        <ArrowLeftIcon />
      </IconButton>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="p">
          {currentMonth.format('MMMM YYYY')}
        </Typography>
        <Button size="small" onClick={() => onMonthChange(SEASON_START)}>
          Back to season start
        </Button>
      </Stack>
      <IconButton
        aria-label="Next month"
        disabled={next.isAfter(maxDate, 'month')}
        onClick={() => onMonthChange(next)}
      >
        <ArrowRightIcon />
      </IconButton>
    </Stack>
  );
}

export default function CustomSlotsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        // Guided canoe tours run from April to October.
        defaultValue={dayjs('2025-05-17')}
        minDate={SEASON_START}
        maxDate={dayjs('2025-10-31')}
        views={['day']}
        slots={{ calendarHeader: SeasonHeader }}
      />
    </LocalizationProvider>
  );
}
