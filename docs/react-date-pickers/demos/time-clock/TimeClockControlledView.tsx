import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const ovenTimer = dayjs('2025-11-27T01:35');

export default function TimeClockControlledView() {
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: TimeView | null) => next && setView(next)}
            aria-label="Clock view"
          >
            <ToggleButton value="hours">Hours</ToggleButton>
            <ToggleButton value="minutes">Minutes</ToggleButton>
          </ToggleButtonGroup>
          <TimeClock
            ampm={false}
            defaultValue={ovenTimer}
            view={view}
            onViewChange={(nextView) => setView(nextView)}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2">With showViewSwitcher</Typography>
          <TimeClock ampm={false} defaultValue={ovenTimer} showViewSwitcher />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
