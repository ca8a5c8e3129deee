import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { clinicBookings, CLINIC_DAILY_CAPACITY } from '../shared-custom/clinicBookings';

function bookingsOn(day: Dayjs) {
  return clinicBookings[day.format('YYYY-MM-DD')] ?? 0;
}

/** The built-in day button, wrapped in a badge showing the appointments already booked. */
function BookedDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const booked = outsideCurrentMonth ? 0 : bookingsOn(day);
  const full = booked >= CLINIC_DAILY_CAPACITY;

  return (
    <Badge
      overlap="circular"
      badgeContent={full ? 'full' : booked}
      color={full ? 'error' : 'primary'}
      invisible={booked === 0}
      sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16, px: 0.5 } }}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function CustomSlotsBookedDays() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2025-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={appointment}
        onChange={setAppointment}
        slots={{ day: BookedDay }}
        // Full days cannot be booked.
        shouldDisableDate={(day) => bookingsOn(day) >= CLINIC_DAILY_CAPACITY}
      />
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {appointment
          ? `${appointment.format('dddd D MMMM')}: ${CLINIC_DAILY_CAPACITY - bookingsOn(appointment)} slots left`
          : 'Pick a day'}
      </Typography>
    </LocalizationProvider>
  );
}
