import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerParcelSlot() {
  const [collection, setCollection] = React.useState<Dayjs | null>(dayjs('2024-04-09T13:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Courier collection"
          value={collection}
          onChange={(newValue) => setCollection(newValue)}
          ampm={false}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {collection?.isValid()
            ? `The courier comes on ${collection.format('dddd D MMMM')} at ${collection.format('HH:mm')}.`
            : 'No collection booked yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
