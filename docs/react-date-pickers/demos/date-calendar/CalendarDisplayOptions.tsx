import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

interface DisplayOptions {
  weekNumbers: boolean;
  outsideDays: boolean;
  sixWeeks: boolean;
  threeLetterDays: boolean;
}

const optionLabels: Record<keyof DisplayOptions, string> = {
  weekNumbers: 'displayWeekNumber',
  outsideDays: 'showDaysOutsideCurrentMonth',
  sixWeeks: 'fixedWeekNumber={6}',
  threeLetterDays: 'dayOfWeekFormatter (3 letters)',
};

export default function CalendarDisplayOptions() {
  const [options, setOptions] = React.useState<DisplayOptions>({
    weekNumbers: true,
    outsideDays: false,
    sixWeeks: false,
    threeLetterDays: false,
  });

  const toggle = (key: keyof DisplayOptions) =>
    setOptions((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FormGroup sx={{ minWidth: 240 }}>
          {(Object.keys(optionLabels) as Array<keyof DisplayOptions>).map((key) => (
            <FormControlLabel
              key={key}
              control={<Switch checked={options[key]} onChange={() => toggle(key)} />}
              label={<code>{optionLabels[key]}</code>}
            />
          ))}
        </FormGroup>
        <DateCalendar
          // February 2026 starts on a Sunday and fits in exactly four rows: a good month to compare the options.
          defaultValue={dayjs('2026-02-11')}
          displayWeekNumber={options.weekNumbers}
          showDaysOutsideCurrentMonth={options.outsideDays}
          fixedWeekNumber={options.sixWeeks ? 6 : undefined}
          dayOfWeekFormatter={
            options.threeLetterDays ? (weekday) => weekday.format('ddd') : undefined
          }
        />
      </Box>
    </LocalizationProvider>
  );
}
