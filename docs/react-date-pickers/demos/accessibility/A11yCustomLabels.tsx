import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function A11yCustomLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Prescription refill"
        defaultValue={dayjs('2025-11-03')}
        localeText={{
          // The open button's accessible name, with the current value spelled out.
          openDatePickerDialogue: (formattedDate) =>
            formattedDate
              ? `Open the refill calendar. The refill is planned for ${formattedDate}.`
              : 'Open the refill calendar. No refill planned yet.',
          fieldClearLabel: 'Remove the refill date',
          previousMonth: 'Show the month before',
          nextMonth: 'Show the month after',
        }}
        slotProps={{ field: { clearable: true } }}
        sx={{ maxWidth: 320, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
