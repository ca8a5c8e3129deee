import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const issued = dayjs('2024-01-07');

export default function FieldsFormatOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Default format" defaultValue={issued} />
        <DateField label="Long format" defaultValue={issued} format="dddd D MMMM YYYY" />
        <DateField
          label="Spacious density"
          defaultValue={issued}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Leading zeros respected"
          defaultValue={issued}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
