import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Appointments already taken at an invented hair salon on Saturday 13 September 2025.
const taken = new Set(['09:45', '10:30', '10:45', '11:00', '13:15', '14:00', '15:30']);

export default function DigitalClockSalonSlots() {
  const [hideTaken, setHideTaken] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box>
        <FormControlLabel
          control={<Switch checked={hideTaken} onChange={(event) => setHideTaken(event.target.checked)} />}
          label="Hide taken slots (skipDisabled)"
        />
        <DigitalClock
          referenceDate={dayjs('2025-09-13T09:00')}
          timeStep={15}
          minTime={dayjs('2025-09-13T09:00')}
          maxTime={dayjs('2025-09-13T17:00')}
          shouldDisableTime={(time) => taken.has(time.format('HH:mm'))}
          skipDisabled={hideTaken}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 160 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
