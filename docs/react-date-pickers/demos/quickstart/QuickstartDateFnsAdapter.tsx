import * as React from 'react';
import { format, isValid } from 'date-fns';
import { enGB } from 'date-fns/locale';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function QuickstartDateFnsAdapter() {
  // date-fns works on native Date objects: months count from 0, so 7 is August.
  const [renewal, setRenewal] = React.useState<Date | null>(new Date(2025, 7, 29));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Insurance renewal"
          value={renewal}
          onChange={setRenewal}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Value: a native Date —{' '}
          {renewal && isValid(renewal) ? format(renewal, 'PPPP', { locale: enGB }) : String(renewal)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
