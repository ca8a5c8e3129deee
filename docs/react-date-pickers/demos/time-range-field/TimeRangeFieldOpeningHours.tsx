import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

// Opening hours of a bakery; the date part is irrelevant, so every time uses the same day.
const openingHours = [
  { day: 'Monday', opens: '07:00', closes: '18:00' },
  { day: 'Tuesday', opens: '07:00', closes: '18:00' },
  { day: 'Wednesday', opens: '07:00', closes: '13:00' },
  { day: 'Thursday', opens: '07:00', closes: '18:00' },
  { day: 'Friday', opens: '07:00', closes: '19:30' },
  { day: 'Saturday', opens: '08:00', closes: '16:00' },
];

const at = (time: string) => dayjs(`2025-01-06T${time}`);

export default function TimeRangeFieldOpeningHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        {openingHours.map(({ day, opens, closes }) => (
          // A fieldset names each pair of inputs, so "Opens" is announced together with the day.
          <Box component="fieldset" key={day} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
              {day}
            </Typography>
            <MultiInputTimeRangeField
              defaultValue={[at(opens), at(closes)]}
              ampm={false}
              minutesStep={15}
              sx={{ pt: 1 }}
              slotProps={{
                textField: ({ position }) => ({
                  size: 'small',
                  label: position === 'start' ? 'Opens' : 'Closes',
                }),
              }}
            />
          </Box>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
