import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

// The sections of the format below, in order.
const sectionNames = ['day', 'month', 'year', 'hours', 'minutes'];

function describe(selected: FieldSelectedSections) {
  if (selected === null) return 'No section selected: click or tab into the field.';
  if (selected === 'all') return 'All sections selected (Ctrl+A / Cmd+A).';
  if (typeof selected === 'number') return `Section ${selected}: ${sectionNames[selected] ?? 'unknown'}`;
  return `Section: ${selected}`;
}

export default function FieldsSelectedSection() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Boarding closes"
          format="DD/MM/YYYY HH:mm"
          defaultValue={dayjs('2025-08-01T13:40')}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {describe(selected)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
