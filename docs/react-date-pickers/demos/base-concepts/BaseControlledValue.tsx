import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Match days of an invented football club: the buttons jump between them.
const fixtures = ['2025-08-16', '2025-08-23', '2025-08-30', '2025-09-13'].map((day) => dayjs(day));

export default function BaseControlledValue() {
  const [ticketDay, setTicketDay] = React.useState<Dayjs | null>(fixtures[0] ?? null);

  const jumpToNextFixture = () => {
    const next = fixtures.find((fixture) => ticketDay === null || fixture.isAfter(ticketDay, 'day'));
    setTicketDay(next ?? fixtures[0] ?? null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '280px auto' } }}>
        <Stack spacing={2}>
          <DatePicker
            label="Ticket for"
            value={ticketDay}
            onChange={setTicketDay}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" onClick={jumpToNextFixture}>
              Next match
            </Button>
            <Button size="small" onClick={() => setTicketDay(null)}>
              Clear
            </Button>
          </Stack>
        </Stack>
        <DateCalendar
          value={ticketDay}
          onChange={setTicketDay}
        />
      </Box>
    </LocalizationProvider>
  );
}
