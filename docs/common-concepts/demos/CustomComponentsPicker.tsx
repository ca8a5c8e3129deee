import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

function PlaneIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z" />
    </SvgIcon>
  );
}

// Fixed bounds, so the server and the browser render the same calendar.
const FIRST_FLIGHT = dayjs('2026-04-01');
const LAST_FLIGHT = dayjs('2026-10-31');

export default function CustomComponentsPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Departure"
        value={value}
        onChange={setValue}
        minDate={FIRST_FLIGHT}
        maxDate={LAST_FLIGHT}
        referenceDate={FIRST_FLIGHT}
        slots={{ openPickerIcon: PlaneIcon }}
        slotProps={{
          openPickerIcon: { color: 'primary', fontSize: 'small' },
          // The function form receives the owner state, so the props can follow the value.
          textField: (ownerState) => ({
            size: 'small',
            helperText: ownerState.isPickerValueEmpty
              ? 'Flights run from April to October'
              : 'Check-in opens two hours before departure',
          }),
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
