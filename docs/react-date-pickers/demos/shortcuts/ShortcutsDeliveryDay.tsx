import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// No deliveries on Sundays; the van also needs a day to load, so today is out.
const isNoDeliveryDay = (day: Dayjs) => day.day() === 0 || !day.isAfter(dayjs(), 'day');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Earliest possible',
    getValue: ({ isValid }) => {
      let day = dayjs().add(1, 'day');
      while (!isValid(day)) day = day.add(1, 'day');
      return day;
    },
  },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'Next Saturday', getValue: () => dayjs().day(6).add(dayjs().day() === 6 ? 7 : 0, 'day') },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'No date yet', getValue: () => null },
];

export default function ShortcutsDeliveryDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sofa delivery"
        shouldDisableDate={isNoDeliveryDay}
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ maxWidth: 320, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
