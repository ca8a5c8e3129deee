import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { EventLog, type LogEntry } from './EventLog';

const show = ([start, end]: DateRange<Dayjs>) =>
  `[${start?.isValid() ? start.format('MM-DD') : String(start)}, ${end?.isValid() ? end.format('MM-DD') : String(end)}]`;

export default function LifecycleRangeLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const add = (name: string, detail?: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [...entries, { id, name, detail }]);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        <DateRangePicker
          label="Festival camping pass"
          defaultValue={[dayjs('2025-07-17'), dayjs('2025-07-20')]}
          onChange={(value) => add('onChange', show(value))}
          onAccept={(value) => add('onAccept', show(value))}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
          onRangePositionChange={(position) => add('onRangePositionChange', position)}
        />
        <EventLog entries={log} onClear={() => setLog([])} />
      </Box>
    </LocalizationProvider>
  );
}
