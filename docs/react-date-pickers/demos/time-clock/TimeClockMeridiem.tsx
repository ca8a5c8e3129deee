import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const lightsOut = dayjs('2025-10-02T22:30');

export default function TimeClockMeridiem() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2">12-hour, AM/PM in the clock</Typography>
          <TimeClock defaultValue={lightsOut} ampm ampmInClock />
        </Box>
        <Box>
          <Typography variant="subtitle2">24-hour</Typography>
          <TimeClock defaultValue={lightsOut} ampm={false} />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
