import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** The second argument of a view's `onChange`: how complete the selection is. */
type SelectionState = 'partial' | 'shallow' | 'finish';

interface Step {
  id: number;
  text: string;
}

export default function CalendarSelectionSteps() {
  const [reunion, setReunion] = React.useState<Dayjs | null>(dayjs('2026-06-20'));
  const [steps, setSteps] = React.useState<Step[]>([]);
  const counter = React.useRef(0);

  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState) => {
    setReunion(newValue);
    counter.current += 1;
    const text = `${newValue?.format('D MMM YYYY') ?? 'null'} — ${selectionState ?? 'no state'}`;
    setSteps((previous) => [{ id: counter.current, text }, ...previous].slice(0, 6));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DateCalendar
          views={['year', 'month', 'day']}
          openTo="year"
          value={reunion}
          onChange={(newValue, selectionState) => handleChange(newValue, selectionState)}
        />
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2">onChange calls (newest first)</Typography>
          {steps.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Pick a year, then a month, then a day.
            </Typography>
          )}
          {steps.map((step) => (
            <Typography key={step.id} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {step.text}
            </Typography>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
