import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

function describeSelection(selection: FieldSelectedSections) {
  if (selection === null) return 'none';
  if (selection === 'all') return 'all sections';
  if (typeof selection === 'number') return `section #${selection}`;
  return selection;
}

export default function DateFieldSectionTracker() {
  const [gigDate, setGigDate] = React.useState<Dayjs | null>(dayjs('2025-10-24'));
  const [selection, setSelection] = React.useState<FieldSelectedSections>(null);
  const [changes, setChanges] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '280px 1fr' }, alignItems: 'start' }}>
        <DateField
          label="Gig date"
          format="ddd D MMMM YYYY"
          value={gigDate}
          onChange={(newValue) => {
            setGigDate(newValue);
            setChanges((count) => count + 1);
          }}
          selectedSections={selection}
          onSelectedSectionsChange={setSelection}
        />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            Selected
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {describeSelection(selection)}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            Value
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {gigDate === null ? 'null' : gigDate.isValid() ? gigDate.format('YYYY-MM-DD') : 'Invalid Date'}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            onChange calls
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {changes}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
