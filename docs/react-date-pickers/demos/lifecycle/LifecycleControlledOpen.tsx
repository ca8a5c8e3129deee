import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LifecycleControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [requests, setRequests] = React.useState<string[]>([]);
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-10-01'));

  const note = (message: string) => setRequests((list) => [message, ...list].slice(0, 3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Insurance renewal"
          value={renewal}
          onChange={setRenewal}
          open={open}
          onOpen={() => {
            note('onOpen: the picker asked to open');
            setOpen(true);
          }}
          onClose={() => {
            note('onClose: the picker asked to close');
            setOpen(false);
          }}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Change renewal date
        </Button>
        <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
          {requests.length === 0
            ? 'Open the calendar with the icon or the button.'
            : requests.map((request, index) => <div key={index}>{request}</div>)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
