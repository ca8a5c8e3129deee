import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { clinicCloses, clinicOpens } from '../shared-components/clinicCalendar';

export default function TimePickerClinicSlot() {
  const [slot, setSlot] = React.useState<Dayjs | null>(clinicOpens.hour(9).minute(15));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Blood test at"
          value={slot}
          onChange={setSlot}
          minTime={clinicOpens}
          maxTime={clinicCloses}
          timeSteps={{ minutes: 15 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {slot?.isValid()
            ? `Please arrive at ${slot.subtract(10, 'minute').format('h:mm A')}, ten minutes early.`
            : 'The clinic takes blood from 8:30 AM to 5:00 PM.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
