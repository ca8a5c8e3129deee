import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const lastOrders = dayjs('2025-12-31T21:45');

export default function MultiSectionClockHourCycles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2">ampm</Typography>
          <MultiSectionDigitalClock defaultValue={lastOrders} ampm />
        </Box>
        <Box>
          <Typography variant="subtitle2">ampm=false</Typography>
          <MultiSectionDigitalClock defaultValue={lastOrders} ampm={false} />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
