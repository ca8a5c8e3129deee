import dayjs from 'dayjs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// A panel that is always dark, whatever the page's colour scheme: a night-mode kiosk.
const kioskTheme = createTheme({
  palette: { mode: 'dark', primary: { main: '#f4b860' } },
});

export default function StylingDarkPanel() {
  return (
    <ThemeProvider theme={kioskTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Paper sx={{ p: 2, width: 'fit-content', maxWidth: '100%' }}>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
            Book a late-night laundry slot
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <DateCalendar defaultValue={dayjs('2025-02-06')} views={['day']} />
            <DigitalClock
              defaultValue={dayjs('2025-02-06T22:00')}
              timeStep={30}
              minTime={dayjs('2025-02-06T20:00')}
              sx={{ maxHeight: 300 }}
            />
          </Stack>
        </Paper>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
