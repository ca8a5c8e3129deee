import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

function nextWorkingDay(from: Dayjs) {
  let day = from.add(1, 'day');
  while (day.day() === 0 || day.day() === 6) {
    day = day.add(1, 'day');
  }
  return day;
}

/** Action bar of a courier booking form. */
function CourierActionBar({ className }: PickersActionBarProps) {
  const { value } = usePickerContext();
  const { setValue, clearValue, acceptValueChanges } = usePickerActionsContext();
  // The form is about a fixed week, so "next working day" counts from the selected day.
  const from = value?.isValid() ? value : dayjs('2025-03-14');

  return (
    <DialogActions className={className}>
      <Button onClick={() => setValue(nextWorkingDay(from), { changeImportance: 'set' })}>
        Next working day
      </Button>
      <Button onClick={clearValue}>Clear</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Book courier
      </Button>
    </DialogActions>
  );
}

export default function CustomSlotsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={dayjs('2025-03-14')}
        slots={{ actionBar: CourierActionBar }}
      />
    </LocalizationProvider>
  );
}
