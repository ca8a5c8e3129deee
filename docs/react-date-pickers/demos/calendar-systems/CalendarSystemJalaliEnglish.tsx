import * as React from 'react';
import { enUS } from 'date-fns-jalali/locale/en-US';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CalendarSystemJalaliEnglish() {
  const [invoiceDate, setInvoiceDate] = React.useState<Date | null>(new Date(2025, 8, 23));

  return (
    // The Jalali calendar with English month names, for readers outside Iran.
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={enUS}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Invoice date (Solar Hijri)" value={invoiceDate} onChange={setInvoiceDate} />
        <DateField
          label="Same date, long format"
          value={invoiceDate}
          onChange={setInvoiceDate}
          format="d MMMM yyyy"
        />
      </Stack>
    </LocalizationProvider>
  );
}
