import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function QuickstartControlledValue() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-03-31'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DatePicker
          label="Licence renewal"
          value={renewal}
          onChange={(newValue, context) => {
            setRenewal(newValue);
            setError(context.validationError);
          }}
          disablePast
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value:{' '}
          {renewal === null ? 'null' : renewal.isValid() ? renewal.format('YYYY-MM-DD') : 'Invalid Date'}
          {error ? ` (validation error: ${error})` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
