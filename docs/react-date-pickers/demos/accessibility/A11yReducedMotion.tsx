import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function A11yReducedMotion() {
  const [reduce, setReduce] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', justifyItems: 'start', gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={reduce} onChange={(event) => setReduce(event.target.checked)} />}
          label="reduceAnimations"
        />
        <DateCalendar defaultValue={dayjs('2025-01-20')} reduceAnimations={reduce} />
      </Box>
    </LocalizationProvider>
  );
}
