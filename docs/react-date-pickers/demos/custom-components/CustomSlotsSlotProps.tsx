import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomSlotsSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Hotel check-in"
        defaultValue={dayjs('2025-07-04')}
        slotProps={{
          // Props of the built-in subcomponents, keyed by slot name.
          textField: { helperText: 'Reception opens at 14:00' },
          field: { clearable: true },
          openPickerButton: { color: 'primary' },
          calendarHeader: { format: 'MMM YYYY' },
          actionBar: { actions: ['clear', 'today', 'accept'] },
          // A slot's props can also be a function of its owner state.
          day: (ownerState) => ({
            sx:
              ownerState.isDayStartOfWeek || ownerState.isDayEndOfWeek
                ? { color: 'text.secondary' }
                : undefined,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
