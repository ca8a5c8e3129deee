import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangeFieldNightShift() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateTimeRangeField
        defaultValue={[dayjs('2025-06-02T22:00'), dayjs('2025-06-03T06:00')]}
        format="ddd DD/MM HH:mm"
        ampm={false}
        direction={{ xs: 'column', sm: 'row' }}
        slotProps={{
          // The dash between the inputs only makes sense when they sit side by side.
          separator: { sx: { display: { xs: 'none', sm: 'block' } } },
          textField: ({ position }) => ({
            label: position === 'start' ? 'Shift starts' : 'Shift ends',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
