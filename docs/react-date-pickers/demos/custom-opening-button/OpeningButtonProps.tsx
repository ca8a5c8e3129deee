import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DatePicker
          label="Styled button"
          defaultValue={dayjs('2025-02-17')}
          slotProps={{
            openPickerButton: { color: 'secondary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <DatePicker
          label="Button with a tooltip text"
          defaultValue={dayjs('2025-02-17')}
          slotProps={{ openPickerButton: { title: 'Open the school holiday calendar' } }}
        />
        <DatePicker label="No button (type only)" defaultValue={dayjs('2025-02-17')} disableOpenPicker />
      </Box>
    </LocalizationProvider>
  );
}
