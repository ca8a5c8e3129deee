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

function statusColour(booked: boolean, hasError: boolean) {
  if (booked) return 'text-emerald-700 dark:text-emerald-300';
  if (hasError) return 'text-red-700 dark:text-red-300';
  return 'text-slate-500 dark:text-slate-400';
}

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const status = deliveryStatus(day, error);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="grid max-w-[360px] gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
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
        <p role="status" className={`m-0 text-sm font-semibold ${statusColour(status.booked, error !== null)}`}>
          {status.text}
        </p>
      </div>
    </LocalizationProvider>
  );
}
