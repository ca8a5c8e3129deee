import * as React from 'react';
import moment from 'moment';
import jMoment, { type Moment } from 'moment-jalaali';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Persian month and weekday names for the `fa` locale that the adapter uses.
jMoment.loadPersian({ dialect: 'persian-modern' });
// loadPersian also makes `fa` Moment's global locale: give it back to the rest of the app.
moment.locale('en');

export default function CalendarSystemMomentJalaali() {
  const [harvest, setHarvest] = React.useState<Moment | null>(jMoment('1404/07/15', 'jYYYY/jMM/jDD'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <DatePicker label="Pistachio harvest" value={harvest} onChange={setHarvest} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Gregorian: {harvest?.isValid() ? harvest.clone().locale('en').format('D MMMM YYYY') : '–'}
          </Typography>
        </Stack>
        <DateCalendar value={harvest} onChange={setHarvest} />
      </Stack>
    </LocalizationProvider>
  );
}
