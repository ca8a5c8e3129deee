import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type SelectionState = 'partial' | 'shallow' | 'finish';

export default function TimeClockSelectionLog() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2025-03-21T15:20'));
  const [lastState, setLastState] = React.useState<SelectionState | null>(null);
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(null);

  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState) => {
    setPickUp(newValue);
    setLastState(selectionState ?? null);
    if (selectionState === 'finish') setConfirmed(newValue);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TimeClock
          value={pickUp}
          onChange={(newValue, selectionState) => handleChange(newValue, selectionState)}
        />
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2">School pick-up</Typography>
          <Typography variant="body2">Clock shows: {pickUp ? pickUp.format('h:mm A') : '—'}</Typography>
          <Typography variant="body2">Last selectionState: {lastState ?? '—'}</Typography>
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            Confirmed: {confirmed ? confirmed.format('h:mm A') : 'not yet'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
