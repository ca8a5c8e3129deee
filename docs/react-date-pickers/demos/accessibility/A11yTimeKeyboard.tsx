import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function A11yTimeKeyboard() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2025-04-02T12:30'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-04-02T06:45'));
  const pickUpLabelId = React.useId();
  const alarmLabelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'auto auto' }, justifyContent: 'start' }}>
        <Box role="group" aria-labelledby={pickUpLabelId} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography id={pickUpLabelId} variant="subtitle2" component="p">
            Lunch order pick-up
          </Typography>
          <DigitalClock
            value={pickUp}
            onChange={setPickUp}
            timeStep={15}
            minTime={dayjs('2025-04-02T11:30')}
            maxTime={dayjs('2025-04-02T14:00')}
            skipDisabled
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 220 }}
          />
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {pickUp ? pickUp.format('h:mm A') : 'No time'}
          </Typography>
        </Box>
        <Box role="group" aria-labelledby={alarmLabelId} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography id={alarmLabelId} variant="subtitle2" component="p">
            Wake-up alarm
          </Typography>
          <MultiSectionDigitalClock
            value={alarm}
            onChange={setAlarm}
            ampm={false}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {alarm ? alarm.format('HH:mm') : 'No time'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
