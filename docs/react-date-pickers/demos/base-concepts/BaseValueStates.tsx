import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describeValue(value: Dayjs | null) {
  if (value === null) {
    return { label: 'null', detail: 'The field is empty or not finished yet.' };
  }
  if (!value.isValid()) {
    return { label: 'Invalid Date', detail: 'Every section is filled, but they do not form a real date.' };
  }
  return { label: 'valid Dayjs', detail: value.format('dddd D MMMM YYYY') };
}

export default function BaseValueStates() {
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2031-03-22'));
  const state = describeValue(expiry);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DatePicker
          label="Passport expiry"
          value={expiry}
          onChange={setExpiry}
        />
        <Box sx={{ minWidth: 0 }}>
          <Chip
            size="small"
            label={state.label}
            color={state.label === 'valid Dayjs' ? 'success' : 'default'}
          />
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {state.detail}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
