import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

type SelectionState = 'partial' | 'shallow' | 'finish';

export default function MultiSectionClockParkingPermit() {
  const [endsAt, setEndsAt] = React.useState<Dayjs | null>(dayjs('2025-05-09T14:30'));
  const [state, setState] = React.useState<SelectionState | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <MultiSectionDigitalClock
          value={endsAt}
          onChange={(newValue, selectionState) => {
            setEndsAt(newValue);
            setState(selectionState ?? null);
          }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Box>
          <Typography variant="subtitle2">Visitor parking permit</Typography>
          <Typography variant="body2">Valid until {endsAt ? endsAt.format('h:mm A') : '—'}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last selectionState: {state ?? '—'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
