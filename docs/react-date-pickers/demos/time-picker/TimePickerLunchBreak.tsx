import * as React from 'react';
import type { Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';
import { clinicCloses, clinicOpens, isLunchBreak } from '../shared-components/clinicCalendar';

/** Disables the minutes that fall in the lunch break; hours stay enabled because part of them is free. */
function isUnavailable(time: Dayjs, view: TimeView) {
  return view === 'minutes' && isLunchBreak(time);
}

export default function TimePickerLunchBreak() {
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <FormControlLabel
          control={<Switch checked={skipDisabled} onChange={(event) => setSkipDisabled(event.target.checked)} />}
          label="skipDisabled"
        />
        <TimePicker
          label="Physiotherapy session"
          defaultValue={clinicOpens.hour(12).minute(0)}
          minTime={clinicOpens}
          maxTime={clinicCloses}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={(time, view) => isUnavailable(time, view)}
          skipDisabled={skipDisabled}
        />
      </Stack>
    </LocalizationProvider>
  );
}
