import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const hearing = dayjs('2024-09-26');

export default function FieldsAccessibleDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Single input (v7 default)" defaultValue={hearing} />
        <DateField label="One element per section" defaultValue={hearing} enableAccessibleFieldDOMStructure />
        <DatePicker label="Picker with sections" defaultValue={hearing} enableAccessibleFieldDOMStructure />
      </Stack>
    </LocalizationProvider>
  );
}
