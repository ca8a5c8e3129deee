import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept', 'next', 'nextOrAccept'];

export default function ActionBarBuilder() {
  // Kept in the order the buttons were switched on: that is the order of the bar.
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['clear', 'cancel', 'accept']);
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2025-06-13'));

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: PickersActionBarAction[]) => {
    setActions((current) => [
      ...current.filter((action) => next.includes(action)),
      ...next.filter((action) => !current.includes(action)),
    ]);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          value={actions}
          onChange={handleChange}
          aria-label="Actions"
          sx={{ flexWrap: 'wrap' }}
        >
          {allActions.map((action) => (
            <ToggleButton key={action} value={action} sx={{ textTransform: 'none' }}>
              {action}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" component="code" sx={{ overflowWrap: 'anywhere' }}>
          actions={JSON.stringify(actions)}
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start', overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            displayStaticWrapperAs="desktop"
            defaultValue={dayjs('2025-06-13')}
            onAccept={setAccepted}
            slotProps={{ actionBar: { actions, sx: { flexWrap: 'wrap' } } }}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Last accepted: {accepted ? accepted.format('dddd D MMMM YYYY') : 'no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
