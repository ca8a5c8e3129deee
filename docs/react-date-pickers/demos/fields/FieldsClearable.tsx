import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldsClearable() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2025-05-06'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Follow-up visit"
          value={followUp}
          onChange={setFollowUp}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        <DatePicker
          label="Next vaccination"
          defaultValue={dayjs('2026-01-13')}
          slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Follow-up cleared {clearCount} {clearCount === 1 ? 'time' : 'times'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
