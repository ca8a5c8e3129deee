import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function StylingSx() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Boarding date"
          defaultValue={dayjs('2025-07-21')}
          // `sx` on a picker with a field styles the field's root.
          sx={{ width: 220 }}
          slotProps={{
            // Styles of the popup, which is rendered in a portal outside the field.
            desktopPaper: { sx: { borderRadius: 3, border: 1, borderColor: 'divider' } },
            day: { sx: { fontWeight: 500 } },
          }}
        />
        <DateCalendar
          defaultValue={dayjs('2025-07-21')}
          sx={{
            bgcolor: 'action.hover',
            borderRadius: 2,
            [`& .${dayCalendarClasses.weekDayLabel}`]: { color: 'primary.main', fontWeight: 700 },
            [`& .${pickersDayClasses.root}.${pickersDayClasses.selected}`]: {
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            },
            [`& .${pickersDayClasses.today}:not(.${pickersDayClasses.selected})`]: {
              borderStyle: 'dashed',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
