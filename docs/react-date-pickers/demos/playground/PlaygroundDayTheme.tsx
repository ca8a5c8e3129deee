import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';

type Accent = 'primary' | 'secondary' | 'success' | 'warning';

export default function PlaygroundDayTheme() {
  const [accent, setAccent] = React.useState<Accent>('secondary');
  const [radius, setRadius] = React.useState(8);
  const [weekdayFormat, setWeekdayFormat] = React.useState<'dd' | 'ddd'>('ddd');

  const withDayStyles = React.useCallback(
    (outerTheme: Theme): Theme => {
      const scoped = createTheme({
        components: {
          MuiPickersDay: {
            styleOverrides: {
              root: ({ theme }) => ({
                borderRadius: radius,
                [`&.${pickersDayClasses.selected}`]: {
                  backgroundColor: (theme.vars ?? theme).palette[accent].main,
                  color: (theme.vars ?? theme).palette[accent].contrastText,
                },
              }),
            },
          },
        },
      });
      return { ...outerTheme, components: { ...outerTheme.components, ...scoped.components } };
    },
    [accent, radius],
  );

  const snippet = [
    'MuiPickersDay: {',
    '  styleOverrides: {',
    '    root: ({ theme }) => ({',
    `      borderRadius: ${radius},`,
    `      '&.Mui-selected': { backgroundColor: theme.palette.${accent}.main },`,
    '    }),',
    '  },',
    '},',
  ].join('\n');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label="Selected day colour"
          value={accent}
          onChange={(event) => setAccent(event.target.value as Accent)}
        >
          <MenuItem value="primary">primary</MenuItem>
          <MenuItem value="secondary">secondary</MenuItem>
          <MenuItem value="success">success</MenuItem>
          <MenuItem value="warning">warning</MenuItem>
        </TextField>
        <FormControl>
          <FormLabel id="day-radius-label">Day corner radius: {radius} px</FormLabel>
          <Slider
            value={radius}
            min={0}
            max={18}
            step={2}
            onChange={(_event, next) => setRadius(next)}
            aria-labelledby="day-radius-label"
          />
        </FormControl>
        <TextField
          select
          size="small"
          label="Weekday header"
          value={weekdayFormat}
          onChange={(event) => setWeekdayFormat(event.target.value as 'dd' | 'ddd')}
        >
          <MenuItem value="dd">Two letters (Mo)</MenuItem>
          <MenuItem value="ddd">Three letters (Mon)</MenuItem>
        </TextField>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ThemeProvider theme={withDayStyles}>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateCalendar
              defaultValue={dayjs('2025-10-16')}
              dayOfWeekFormatter={(day) => day.format(weekdayFormat)}
              sx={{ mx: 0 }}
            />
          </LocalizationProvider>
        </ThemeProvider>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Theme components entry
          </Typography>
          <Box
            component="pre"
            // It scrolls sideways: a named, focusable region, so keyboard readers can scroll it.
            role="region"
            tabIndex={0}
            aria-label="Generated theme code"
            sx={{ m: 0, overflowX: 'auto', fontSize: 13 }}
          >
            {snippet}
          </Box>
        </Paper>
      </Stack>
    </Box>
  );
}
