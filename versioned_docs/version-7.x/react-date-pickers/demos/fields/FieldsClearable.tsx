import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldsClearable() {
  const [vaccination, setVaccination] = React.useState<Dayjs | null>(dayjs('2023-10-18'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField
          label="Last vaccination"
          value={vaccination}
          onChange={(newValue) => setVaccination(newValue)}
          clearable
          onClear={() => setClears((count) => count + 1)}
        />
        <DatePicker
          label="Next booster"
          defaultValue={dayjs('2024-10-18')}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The first field was cleared {clears} {clears === 1 ? 'time' : 'times'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
