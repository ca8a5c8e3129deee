import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeHandlerContext, DateValidationError } from '@mui/x-date-pickers/models';

interface LoggedEvent {
  id: number;
  callback: 'onChange' | 'onAccept';
  value: string;
  details: string;
}

function describe(value: Dayjs | null) {
  if (value === null) return 'null';
  return value.isValid() ? value.format('ddd D MMM YYYY') : 'Invalid Date';
}

export default function DatePickerChangeLog() {
  const [concertDate, setConcertDate] = React.useState<Dayjs | null>(dayjs('2025-09-19'));
  const [events, setEvents] = React.useState<LoggedEvent[]>([]);
  const nextId = React.useRef(0);

  const record = (
    callback: LoggedEvent['callback'],
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    nextId.current += 1;
    const entry: LoggedEvent = {
      id: nextId.current,
      callback,
      value: describe(value),
      details: `source: ${context.source}, validationError: ${context.validationError ?? 'null'}`,
    };
    setEvents((previous) => [entry, ...previous].slice(0, 5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '260px 1fr' } }}>
        <DatePicker
          label="Concert date"
          value={concertDate}
          onChange={(newValue, context) => {
            setConcertDate(newValue);
            record('onChange', newValue, context);
          }}
          onAccept={(newValue, context) => record('onAccept', newValue, context)}
        />
        <Box>
          <Typography variant="subtitle2">Latest callbacks (newest first)</Typography>
          {events.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Type in the field or pick a day in the calendar.
            </Typography>
          ) : (
            <List dense disablePadding>
              {events.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={`${event.callback}: ${event.value}`}
                    secondary={event.details}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
