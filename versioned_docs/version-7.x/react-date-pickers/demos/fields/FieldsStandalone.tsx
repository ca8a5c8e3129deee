import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsStandalone() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(dayjs('2024-04-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField
          label="Invoice date"
          value={invoiceDate}
          onChange={(newValue) => setInvoiceDate(newValue)}
        />
        <TimeField label="Cut-off time" defaultValue={dayjs('2024-04-30T17:00')} ampm={false} />
        <DateTimeField label="Payment received" defaultValue={dayjs('2024-05-06T09:42')} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {invoiceDate?.isValid()
            ? `Payment due on ${invoiceDate.add(30, 'day').format('D MMMM YYYY')} (30 days).`
            : 'Type a complete invoice date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
