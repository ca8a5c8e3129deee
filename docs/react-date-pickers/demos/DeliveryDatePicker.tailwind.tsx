import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deliveryLabel, firstBookableDay, isClosedDay, lastBookableDay } from './deliverySlots';

export default function DeliveryDatePicker() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div className="grid max-w-[360px] gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <DatePicker
          label="Delivery day"
          value={day}
          onChange={setDay}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          shouldDisableDate={isClosedDay}
        />
        <p className={`m-0 text-sm font-semibold ${day ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-500'}`}>
          {deliveryLabel(day)}
        </p>
      </div>
    </LocalizationProvider>
  );
}
