import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClockIrrigationTimer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Start time of a garden irrigation cycle: even hours, quarter hours, 10-second steps. */}
      <MultiSectionDigitalClock
        views={['hours', 'minutes', 'seconds']}
        timeSteps={{ hours: 2, minutes: 15, seconds: 10 }}
        ampm={false}
        defaultValue={dayjs('2025-06-21T06:15:30')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
      />
    </LocalizationProvider>
  );
}
