import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldMedicationReminder() {
  const [morningDose, setMorningDose] = React.useState<Dayjs | null>(dayjs('2025-02-10T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TimeField
          label="Morning dose"
          value={morningDose}
          onChange={setMorningDose}
        />
        <TimeField label="Evening dose" defaultValue={dayjs('2025-02-10T20:00')} />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          {morningDose?.isValid()
            ? `Reminder set for ${morningDose.format('h:mm A')} every day.`
            : 'No morning reminder.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
