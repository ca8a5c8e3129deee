import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deliveryLabel, firstBookableDay, isClosedDay, lastBookableDay } from './deliverySlots';

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 1.5, p: 2, maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <DatePicker
          label="Delivery day"
          value={day}
          onChange={setDay}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          shouldDisableDate={isClosedDay}
        />
        <Typography variant="body2" sx={{ color: day ? 'success.main' : 'text.secondary', fontWeight: 600 }}>
          {deliveryLabel(day)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
