import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import {
  deliveryStatus,
  firstBookableDay,
  isClosedDay,
  lastBookableDay,
} from './deliverySlots';

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const status = deliveryStatus(day, error);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          p: 2,
          maxWidth: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <DatePicker
          label="Delivery day"
          value={day}
          onChange={setDay}
          onError={(newError) => setError(newError)}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          referenceDate={firstBookableDay}
          shouldDisableDate={(date) => isClosedDay(date)}
        />
        <Typography
          variant="body2"
          role="status"
          sx={{
            fontWeight: 600,
            color: status.booked ? 'success.main' : error ? 'error.main' : 'text.secondary',
          }}
        >
          {status.text}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
