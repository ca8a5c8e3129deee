import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DatePickerCalendarDisplay() {
  const [weekNumbers, setWeekNumbers] = React.useState(true);
  const [outsideDays, setOutsideDays] = React.useState(true);
  const [sixWeeks, setSixWeeks] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FormGroup>
          <FormControlLabel
            control={
              <Switch checked={weekNumbers} onChange={(event) => setWeekNumbers(event.target.checked)} />
            }
            label="displayWeekNumber"
          />
          <FormControlLabel
            control={
              <Switch checked={outsideDays} onChange={(event) => setOutsideDays(event.target.checked)} />
            }
            label="showDaysOutsideCurrentMonth"
          />
          <FormControlLabel
            control={<Switch checked={sixWeeks} onChange={(event) => setSixWeeks(event.target.checked)} />}
            label="fixedWeekNumber={6}"
          />
        </FormGroup>
        <DateCalendar
          defaultValue={dayjs('2024-02-14')}
          displayWeekNumber={weekNumbers}
          showDaysOutsideCurrentMonth={outsideDays}
          fixedWeekNumber={sixWeeks ? 6 : undefined}
          dayOfWeekFormatter={(weekday) => weekday.format('dd')}
        />
      </Box>
    </LocalizationProvider>
  );
}
