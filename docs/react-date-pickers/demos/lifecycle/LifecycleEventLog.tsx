import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import { EventLog, type LogEntry } from './EventLog';

const show = (value: Dayjs | null) => {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function LifecycleEventLog() {
  const [variant, setVariant] = React.useState<'desktop' | 'mobile'>('desktop');
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const add = (name: string, detail?: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [...entries, { id, name, detail }]);
  };

  const describe = (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
    `${show(newValue)} · source: ${context.source} · error: ${context.validationError ?? 'none'}`;

  const pickerProps = {
    label: 'Contract signing date',
    value,
    views: ['year', 'month', 'day'] as const,
    closeOnSelect,
    onChange: (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
      setValue(newValue);
      add('onChange', describe(newValue, context));
    },
    onAccept: (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
      add('onAccept', describe(newValue, context)),
    onOpen: () => add('onOpen'),
    onClose: () => add('onClose'),
    onViewChange: (view: string) => add('onViewChange', view),
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={variant}
            onChange={(_event, next: 'desktop' | 'mobile' | null) => {
              if (!next) return;
              setVariant(next);
              setCloseOnSelect(next === 'desktop');
            }}
            aria-label="Picker variant"
          >
            <ToggleButton value="desktop">Desktop</ToggleButton>
            <ToggleButton value="mobile">Mobile</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />}
            label="closeOnSelect"
          />
          {variant === 'desktop' ? <DesktopDatePicker {...pickerProps} /> : <MobileDatePicker {...pickerProps} />}
        </Stack>
        <EventLog entries={log} onClear={() => setLog([])} />
      </Box>
    </LocalizationProvider>
  );
}
