import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldMeterReading() {
  const [readAt, setReadAt] = React.useState<Dayjs | null>(dayjs('2025-01-31T18:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateTimeField label="Previous reading" defaultValue={dayjs('2024-12-31T09:05')} />
        <DateTimeField
          label="Current reading"
          value={readAt}
          onChange={setReadAt}
        />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          {readAt?.isValid()
            ? `Sent to the energy supplier as ${readAt.toISOString()}`
            : 'Enter when you read the meter.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
