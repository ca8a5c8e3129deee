import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function CustomLayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={orientation}
        onChange={(_event, next: Orientation | null) => {
          if (next) setOrientation(next);
        }}
        aria-label="Orientation of the picker"
      >
        <ToggleButton value="portrait">Portrait</ToggleButton>
        <ToggleButton value="landscape">Landscape</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2025-05-08')}
          localeText={{ toolbarTitle: 'Exam date' }}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
