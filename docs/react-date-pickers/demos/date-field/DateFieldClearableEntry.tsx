import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldClearableEntry() {
  const [lastService, setLastService] = React.useState<Dayjs | null>(dayjs('2024-11-18'));
  const nextService = lastService?.isValid() ? lastService.add(1, 'year') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Last boiler service"
          value={lastService}
          onChange={setLastService}
          clearable
          helperText={lastService === null ? 'Leave empty if never serviced' : ' '}
        />
        <DateField
          label="Warranty ends"
          defaultValue={dayjs('2027-03-31')}
          clearable
          clearButtonPosition="start"
        />
        <DateField label="Next service due" value={nextService} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
