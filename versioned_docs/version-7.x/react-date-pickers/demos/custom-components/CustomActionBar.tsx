import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// In v7, the action bar receives the callbacks as props.
function DeadlineActions(props: PickersActionBarProps) {
  const { onAccept, onClear, onCancel, onSetToday, className } = props;

  return (
    <DialogActions className={className}>
      <Button onClick={onClear} color="error">
        No deadline
      </Button>
      <Button onClick={onSetToday}>Today</Button>
      <Button onClick={onCancel}>Back</Button>
      <Button onClick={onAccept} variant="contained">
        Save
      </Button>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DatePicker
          label="Built-in actions"
          defaultValue={dayjs('2024-06-28')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
        <DatePicker
          label="Project deadline"
          defaultValue={dayjs('2024-06-28')}
          closeOnSelect={false}
          slots={{ actionBar: DeadlineActions }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
