import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';

const moonSeason = dayjs('2024-08-12');

// In v7, the toolbar receives the value and the orientation as props. The className
// it receives places it in the grid of the picker layout.
function StargazingToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, isLandscape, className } = props;

  return (
    <Box
      className={className}
      sx={{
        px: 3,
        py: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="overline">Stargazing night</Typography>
      <Typography variant={isLandscape ? 'h4' : 'h5'}>
        {value ? value.format('ddd D MMM') : 'Pick a night'}
      </Typography>
      {value ? (
        <Typography variant="body2">
          {Math.abs(value.diff(moonSeason, 'day')) <= 2 ? 'Peak of the meteor shower' : 'Regular night'}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StaticDatePicker
          defaultValue={moonSeason}
          slots={{ toolbar: StargazingToolbar }}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
