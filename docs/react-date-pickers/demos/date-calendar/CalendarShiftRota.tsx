import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { shiftLabels, shiftsByDay, type ShiftType } from '../shared-components/shiftRota';

const shiftColours: Record<ShiftType, string> = {
  early: 'success.main',
  late: 'warning.main',
  night: 'info.main',
};

function ShiftDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const shift = outsideCurrentMonth ? undefined : shiftsByDay.get(day.format('YYYY-MM-DD'));

  return (
    <Box sx={{ position: 'relative' }}>
      <PickersDay {...props} />
      {shift && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            bottom: 3,
            insetInlineStart: '50%',
            transform: 'translateX(-50%)',
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: shiftColours[shift],
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}

export default function CalendarShiftRota() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-11-12'));
  const shift = day ? shiftsByDay.get(day.format('YYYY-MM-DD')) : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          slots={{ day: ShiftDay }}
        />
        <Stack spacing={1} sx={{ minWidth: 200, pt: 2 }}>
          <Typography variant="subtitle2">
            {day ? day.format('dddd D MMMM') : 'No day selected'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {shift ? shiftLabels[shift] : 'Day off'}
          </Typography>
          {(Object.keys(shiftLabels) as ShiftType[]).map((type) => (
            <Stack key={type} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: shiftColours[type] }} />
              <Typography variant="caption">{shiftLabels[type]}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
