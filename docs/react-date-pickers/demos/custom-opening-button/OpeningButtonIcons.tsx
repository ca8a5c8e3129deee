import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const SuitcaseIcon = createSvgIcon(
  <path d="M9 3h6a2 2 0 0 1 2 2v2h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3V5a2 2 0 0 1 2-2zm0 2v2h6V5zM5 9v9h14V9z" />,
  'Suitcase',
);
const BellIcon = createSvgIcon(
  <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />,
  'Bell',
);
const TicketIcon = createSvgIcon(
  <path d="M3 6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6zm10 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z" />,
  'Ticket',
);

export default function OpeningButtonIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DatePicker
          label="Trip starts"
          defaultValue={dayjs('2025-08-09')}
          slots={{ openPickerIcon: SuitcaseIcon }}
        />
        <TimePicker
          label="Wake-up call"
          defaultValue={dayjs('2025-08-09T06:30')}
          slots={{ openPickerIcon: BellIcon }}
        />
        <DateTimePicker
          label="Concert doors open"
          defaultValue={dayjs('2025-08-09T19:00')}
          slots={{ openPickerIcon: TicketIcon }}
        />
      </Box>
    </LocalizationProvider>
  );
}
