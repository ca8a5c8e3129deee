import dayjs from 'dayjs';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function TicketIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V6zm11 1.5v2h1.5v-2H14zm0 3.5v2h1.5v-2H14zm0 3.5v2h1.5v-2H14z" />
    </SvgIcon>
  );
}

export default function BaseSlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Festival day pass"
        defaultValue={dayjs('2025-07-25')}
        minDate={dayjs('2025-07-24')}
        maxDate={dayjs('2025-07-27')}
        // `slots` replaces a part of the picker with another component…
        slots={{ openPickerIcon: TicketIcon }}
        // …and `slotProps` passes props to a part, whether it is the default one or yours.
        slotProps={{
          textField: { helperText: 'Thursday 24 to Sunday 27 July', fullWidth: true },
          openPickerIcon: { color: 'secondary' },
          openPickerButton: { 'aria-label': 'Choose festival day' },
          actionBar: { actions: ['today', 'accept'] },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
