import * as React from 'react';
import type { Dayjs } from 'dayjs';
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
import './DeliveryDatePicker.css';

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const status = deliveryStatus(day, error);
  const state = status.booked ? 'booked' : error ? 'error' : 'idle';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="delivery-card">
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
        <p role="status" className="delivery-card__status" data-state={state}>
          {status.text}
        </p>
      </div>
    </LocalizationProvider>
  );
}
