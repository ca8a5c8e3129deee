import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

const SHIFT_HOURS = 8;

// Replaces the default buttons. `className` and `sx` carry the layout's placement: forward them.
function ShiftActionBar({ className, sx }: PickersActionBarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const { cancelValueChanges, acceptValueChanges, setValue } = usePickerActionsContext<Dayjs | null>();

  const start = value?.isValid() ? value : null;
  const end = start?.add(SHIFT_HOURS, 'hour');

  return (
    <Stack
      className={className}
      sx={[
        { px: 2, py: 1, gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {start && end ? `Shift ${start.format('ddd HH:mm')} → ${end.format('ddd HH:mm')}` : 'No start time'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setValue(null, { changeImportance: 'set' })}>Unassign</Button>
        <Button onClick={cancelValueChanges}>Cancel</Button>
        <Button variant="contained" onClick={acceptValueChanges} disabled={!start}>
          Assign shift
        </Button>
      </Stack>
    </Stack>
  );
}

export default function ActionBarShiftSummary() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Night porter shift starts"
        defaultValue={dayjs('2025-12-05T22:00')}
        ampm={false}
        slots={{ actionBar: ShiftActionBar }}
        sx={{ maxWidth: 320, width: '100%' }}
      />
    </LocalizationProvider>
  );
}
