import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function RangeFieldCheckInOut() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-09-19'), dayjs('2025-09-21')]}
        format="ddd DD/MM/YYYY"
        dateSeparator="until"
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Check-in' : 'Check-out',
            helperText: position === 'start' ? 'From 3 pm' : 'Before 11 am',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
