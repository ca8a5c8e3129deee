import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { clinicCloses, clinicOpens, isClinicClosed } from '../shared-components/clinicCalendar';

export default function OverviewClinicBooking() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-06-04'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-06-04T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DatePicker
          label="Appointment day"
          value={day}
          onChange={setDay}
          shouldDisableDate={(date) => isClinicClosed(date)}
          minDate={dayjs('2025-05-01')}
          maxDate={dayjs('2025-08-29')}
        />
        <TimePicker
          label="Time"
          value={time}
          onChange={setTime}
          minTime={clinicOpens}
          maxTime={clinicCloses}
          timeSteps={{ minutes: 15 }}
        />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          {day?.isValid() && time?.isValid()
            ? `Dr Okafor will see you on ${day.format('dddd D MMMM')} at ${time.format('h:mm A')}.`
            : 'Choose a weekday and a time between 8:30 AM and 5:00 PM.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
