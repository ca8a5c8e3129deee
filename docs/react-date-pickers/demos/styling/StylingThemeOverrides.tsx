import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// In an application these options go into the createTheme call of the app theme.
const pickerThemeOptions: ThemeOptions = {
  components: {
    MuiDateCalendar: {
      defaultProps: { showDaysOutsideCurrentMonth: true, fixedWeekNumber: 6 },
    },
    MuiDatePicker: {
      defaultProps: { displayWeekNumber: true },
    },
    MuiPickersDay: {
      styleOverrides: {
        root: { borderRadius: 8 },
        today: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.secondary.main }),
        dayOutsideMonth: ({ theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }),
      },
    },
    MuiPickersCalendarHeader: {
      styleOverrides: {
        label: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.85rem' },
      },
    },
    MuiDayCalendar: {
      styleOverrides: {
        weekDayLabel: { fontWeight: 700 },
      },
    },
  },
};

/** Scopes the options to this demo, on top of the page's theme. */
function withPickerOverrides(outerTheme: Theme): Theme {
  const scoped = createTheme(pickerThemeOptions);
  return { ...outerTheme, components: { ...outerTheme.components, ...scoped.components } };
}

export default function StylingThemeOverrides() {
  return (
    <ThemeProvider theme={withPickerOverrides}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="Board meeting" defaultValue={dayjs('2025-01-29')} />
          <DateCalendar defaultValue={dayjs('2025-01-29')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
