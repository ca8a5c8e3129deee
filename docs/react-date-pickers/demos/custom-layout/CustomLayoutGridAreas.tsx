import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function CustomLayoutGridAreas() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-04-30')}
        localeText={{ toolbarTitle: 'Invoice due' }}
        slotProps={{
          actionBar: { actions: ['clear', 'accept'] },
          // The layout is a CSS grid: move the action bar to the top row, above the toolbar.
          layout: {
            sx: {
              [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 1, gridColumn: '1 / 4' },
              [`.${pickersLayoutClasses.toolbar}`]: { gridRow: 2 },
              [`.${pickersLayoutClasses.contentWrapper}`]: { gridRow: 3 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
