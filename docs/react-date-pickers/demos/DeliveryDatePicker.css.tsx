import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deliveryLabel, firstBookableDay, isClosedDay, lastBookableDay } from './deliverySlots';
import './DeliveryDatePicker.css';

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="delivery-card">
        <DatePicker
          label="Delivery day"
          value={day}
          onChange={setDay}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          shouldDisableDate={isClosedDay}
        />
        <p className="delivery-card__status" data-booked={day !== null}>
          {deliveryLabel(day)}
        </p>
      </div>
    </LocalizationProvider>
  );
}
