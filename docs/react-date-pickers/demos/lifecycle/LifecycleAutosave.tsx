import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const format = (value: Dayjs | null) => (value?.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : '—');

export default function LifecycleAutosave() {
  // What the picker shows, updated on every change.
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-05-20T09:30'));
  // What was sent to the server, updated only when a value is accepted.
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-05-20T09:30'));
  const [changeCount, setChangeCount] = React.useState(0);
  const [saveCount, setSaveCount] = React.useState(0);

  const pending = !(draft === saved || (draft && saved && draft.isSame(saved)));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimePicker
          label="Job interview"
          value={draft}
          ampm={false}
          onChange={(value) => {
            setDraft(value);
            setChangeCount((count) => count + 1);
          }}
          onAccept={(value, context) => {
            if (context.validationError !== null) return;
            setSaved(value);
            setSaveCount((count) => count + 1);
          }}
        />
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Saved: {format(saved)}</Typography>
            {pending && <Chip size="small" color="warning" label="unsaved" />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            onChange calls: {changeCount} · saves (onAccept): {saveCount}
          </Typography>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
