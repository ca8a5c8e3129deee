import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldPassportDetails() {
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2032-04-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateField label="Date of issue" defaultValue={dayjs('2022-04-11')} />
        <DateField
          label="Expiry date"
          value={expiry}
          onChange={setExpiry}
        />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
          Stored expiry:{' '}
          {expiry === null ? 'null' : expiry.isValid() ? expiry.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
