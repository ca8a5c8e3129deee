import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

/** A compact chip for a task list: click to change the due date, delete to remove it. */
function DueDateChip(_props: DatePickerFieldProps) {
  const { value, triggerRef, rootClassName, rootSx } = usePickerContext();
  const { setOpen, clearValue } = usePickerActionsContext();

  return (
    <Chip
      ref={triggerRef}
      className={rootClassName}
      sx={rootSx}
      variant="outlined"
      color={value ? 'primary' : 'default'}
      label={value ? `Due ${value.format('ddd D MMM')}` : 'Set a due date'}
      onClick={() => setOpen(true)}
      onDelete={value ? clearValue : undefined}
    />
  );
}

const tasks = [
  { id: 'vat', title: 'File the VAT return', due: dayjs('2025-05-07') },
  { id: 'audit', title: 'Send documents to the auditor', due: null },
];

export default function CustomFieldChip() {
  const [dueDates, setDueDates] = React.useState<Record<string, Dayjs | null>>(
    Object.fromEntries(tasks.map((task) => [task.id, task.due])),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        {tasks.map((task) => (
          <Stack key={task.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }}>{task.title}</Typography>
            <DatePicker
              label={`Due date of "${task.title}"`}
              value={dueDates[task.id] ?? null}
              onChange={(next) => setDueDates((current) => ({ ...current, [task.id]: next }))}
              referenceDate={dayjs('2025-05-01')}
              slots={{ field: DueDateChip }}
            />
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
