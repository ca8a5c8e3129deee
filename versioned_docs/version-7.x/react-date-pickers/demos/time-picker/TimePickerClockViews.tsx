import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function TimePickerClockViews() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-12-05T08:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        School bus pick-up: {pickup?.format('HH:mm') ?? 'none'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TimeClock value={pickup} onChange={(newValue) => setPickup(newValue)} ampm={false} />
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock
            value={pickup}
            onChange={(newValue) => setPickup(newValue)}
            ampm={false}
            timeStep={10}
          />
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MultiSectionDigitalClock
            value={pickup}
            onChange={(newValue) => setPickup(newValue)}
            ampm={false}
            timeSteps={{ minutes: 10 }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
