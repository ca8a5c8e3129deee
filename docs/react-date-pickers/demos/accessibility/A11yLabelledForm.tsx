import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function A11yLabelledForm() {
  const headingId = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ maxWidth: 340 }}>
        <Typography id={headingId} variant="h6" component="h3">
          Boiler service visit
        </Typography>
        <DatePicker
          label="Visit date"
          defaultValue={dayjs('2025-10-07')}
          slotProps={{ textField: { helperText: 'Monday to Friday, format MM/DD/YYYY' } }}
        />
        <TimePicker
          label="Earliest arrival time"
          defaultValue={dayjs('2025-10-07T08:00')}
          slotProps={{ textField: { helperText: 'The engineer calls 30 minutes ahead' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
