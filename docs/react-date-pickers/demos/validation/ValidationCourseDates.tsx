import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Bank holidays in England, 2025.
const holidays = new Set([
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
]);

const isWeekendOrHoliday = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || holidays.has(day.format('YYYY-MM-DD'));
const isSummerBreak = (month: Dayjs) => month.month() === 7; // August
const isNotPublished = (year: Dayjs) => year.year() > 2025;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  shouldDisableDate: 'Courses run on working days only.',
  shouldDisableMonth: 'No courses during the August break.',
  shouldDisableYear: 'The 2026 catalogue is not published yet.',
};

export default function ValidationCourseDates() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-26'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="First-aid course date"
        value={value}
        onChange={setValue}
        onError={setError}
        views={['year', 'month', 'day']}
        shouldDisableDate={isWeekendOrHoliday}
        shouldDisableMonth={isSummerBreak}
        shouldDisableYear={isNotPublished}
        slotProps={{
          textField: { helperText: (error && messages[error]) ?? 'Weekdays in 2025, except August and bank holidays' },
        }}
        sx={{ maxWidth: 380, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
