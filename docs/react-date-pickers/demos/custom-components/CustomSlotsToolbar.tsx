import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

/** Shows the delivery day in words and lets the user jump between the views. */
function DeliveryToolbar({ className, hidden }: DatePickerToolbarProps) {
  const { value, views, view, setView } = usePickerContext();

  if (hidden) {
    return null;
  }

  return (
    <Stack className={className} spacing={1} sx={{ px: 3, pt: 2, pb: 1 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Your delivery
      </Typography>
      <Typography variant="h6" component="p">
        {value?.isValid() ? value.format('dddd D MMMM') : 'No day chosen yet'}
      </Typography>
      <Stack direction="row" spacing={1}>
        {views.map((option) => (
          <Chip
            key={option}
            label={option === 'year' ? 'Choose year' : 'Choose day'}
            color={option === view ? 'primary' : 'default'}
            onClick={() => setView(option)}
            size="small"
          />
        ))}
      </Stack>
    </Stack>
  );
}

export default function CustomSlotsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-06-13')}
        slots={{ toolbar: DeliveryToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
