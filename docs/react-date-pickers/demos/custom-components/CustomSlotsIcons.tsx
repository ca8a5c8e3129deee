import dayjs from 'dayjs';
import { createSvgIcon } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const ChevronLeft = createSvgIcon(<path d="M15.5 5 17 6.5 11.5 12l5.5 5.5-1.5 1.5-7-7z" />, 'ChevronLeft');
const ChevronRight = createSvgIcon(<path d="M8.5 5 7 6.5 12.5 12 7 17.5 8.5 19l7-7z" />, 'ChevronRight');
const Caret = createSvgIcon(<path d="M7 9h10l-5 6z" />, 'Caret');
const CalendarDot = createSvgIcon(
  <path d="M5 4h2V2h2v2h6V2h2v2h2a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 6v9h12v-9zm2 2h3v3H8z" />,
  'CalendarDot',
);

export default function CustomSlotsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Library book due"
        defaultValue={dayjs('2025-10-02')}
        slots={{
          openPickerIcon: CalendarDot,
          leftArrowIcon: ChevronLeft,
          rightArrowIcon: ChevronRight,
          switchViewIcon: Caret,
        }}
      />
    </LocalizationProvider>
  );
}
