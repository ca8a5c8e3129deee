import * as React from 'react';
import moment, { type Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function QuickstartMomentAdapter() {
  const [moveIn, setMoveIn] = React.useState<Moment | null>(moment('2025-10-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Move-in day"
          value={moveIn}
          onChange={setMoveIn}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: a Moment —{' '}
          {moveIn?.isValid() ? moveIn.format('dddd, LL') : String(moveIn)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
