import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';
import type { DateView } from '@mui/x-date-pickers/models';
import { ukBankHolidays2025 } from '../shared-custom/ukBankHolidays';

type Variant = 'DatePicker' | 'DesktopDatePicker' | 'MobileDatePicker' | 'StaticDatePicker';
type Highlight = 'none' | 'weekends' | 'holidays';

const ALL_VIEWS: DateView[] = ['year', 'month', 'day'];
const ALL_ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

const holidays = new Set(ukBankHolidays2025);

function highlightStyles(highlight: Highlight) {
  if (highlight === 'none') {
    return undefined;
  }
  return (ownerState: PickerDayOwnerState) => {
    const marked =
      highlight === 'weekends'
        ? ownerState.day.day() === 0 || ownerState.day.day() === 6
        : holidays.has(ownerState.day.format('YYYY-MM-DD'));
    return marked && !ownerState.isDaySelected
      ? { sx: { bgcolor: 'warning.light', color: 'warning.contrastText' } }
      : {};
  };
}

function buildSnippet(options: {
  variant: Variant;
  views: DateView[];
  orientation: 'portrait' | 'landscape';
  disabled: boolean;
  readOnly: boolean;
  displayWeekNumber: boolean;
  actions: PickersActionBarAction[];
  highlight: Highlight;
}) {
  const lines = [`<${options.variant}`];
  if (options.variant !== 'StaticDatePicker') lines.push('  label="Annual leave starts"');
  lines.push("  defaultValue={dayjs('2025-05-05')}");
  if (options.views.length !== 2 || !options.views.includes('year') || !options.views.includes('day')) {
    lines.push(`  views={[${options.views.map((view) => `'${view}'`).join(', ')}]}`);
  }
  if (options.orientation === 'landscape') lines.push('  orientation="landscape"');
  if (options.disabled) lines.push('  disabled');
  if (options.readOnly) lines.push('  readOnly');
  if (options.displayWeekNumber) lines.push('  displayWeekNumber');
  const slotProps = [
    `    actionBar: { actions: [${options.actions.map((action) => `'${action}'`).join(', ')}] },`,
  ];
  if (options.highlight === 'weekends') {
    slotProps.push('    day: ({ day, isDaySelected }) =>');
    slotProps.push('      (day.day() === 0 || day.day() === 6) && !isDaySelected');
    slotProps.push("        ? { sx: { bgcolor: 'warning.light', color: 'warning.contrastText' } }");
    slotProps.push('        : {},');
  }
  if (options.highlight === 'holidays') {
    slotProps.push('    day: ({ day, isDaySelected }) =>');
    slotProps.push("      holidays.has(day.format('YYYY-MM-DD')) && !isDaySelected");
    slotProps.push("        ? { sx: { bgcolor: 'warning.light', color: 'warning.contrastText' } }");
    slotProps.push('        : {},');
  }
  lines.push('  slotProps={{', ...slotProps, '  }}');
  lines.push('/>');
  return lines.join('\n');
}

export default function PickersPlayground() {
  const [variant, setVariant] = React.useState<Variant>('StaticDatePicker');
  const [views, setViews] = React.useState<DateView[]>(['year', 'day']);
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [displayWeekNumber, setDisplayWeekNumber] = React.useState(true);
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['clear', 'accept']);
  const [highlight, setHighlight] = React.useState<Highlight>('holidays');

  const toggleView = (view: DateView) => {
    setViews((current) => {
      const next = current.includes(view) ? current.filter((item) => item !== view) : [...current, view];
      // A picker needs at least one view; keep them in their natural order.
      return next.length === 0 ? current : ALL_VIEWS.filter((item) => next.includes(item));
    });
  };
  const toggleAction = (action: PickersActionBarAction) => {
    setActions((current) =>
      ALL_ACTIONS.filter((item) => (item === action ? !current.includes(item) : current.includes(item))),
    );
  };

  const pickerProps: DatePickerProps = {
    defaultValue: dayjs('2025-05-05'),
    views,
    orientation,
    disabled,
    readOnly,
    displayWeekNumber,
    slotProps: { actionBar: { actions }, day: highlightStyles(highlight) },
  };
  const label = 'Annual leave starts';
  // Changing the views resets the picker, so its first view matches the new set.
  const key = views.join('-');

  let picker: React.ReactNode;
  if (variant === 'StaticDatePicker') {
    picker = <StaticDatePicker key={key} {...pickerProps} />;
  } else if (variant === 'DesktopDatePicker') {
    picker = <DesktopDatePicker key={key} label={label} {...pickerProps} />;
  } else if (variant === 'MobileDatePicker') {
    picker = <MobileDatePicker key={key} label={label} {...pickerProps} />;
  } else {
    picker = <DatePicker key={key} label={label} {...pickerProps} />;
  }

  const snippet = buildSnippet({
    variant,
    views,
    orientation,
    disabled,
    readOnly,
    displayWeekNumber,
    actions,
    highlight,
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            select
            size="small"
            label="Component"
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant)}
          >
            <MenuItem value="DatePicker">DatePicker (responsive)</MenuItem>
            <MenuItem value="DesktopDatePicker">DesktopDatePicker</MenuItem>
            <MenuItem value="MobileDatePicker">MobileDatePicker</MenuItem>
            <MenuItem value="StaticDatePicker">StaticDatePicker</MenuItem>
          </TextField>
          <FormControl component="fieldset">
            <FormLabel component="legend">Views</FormLabel>
            <FormGroup row>
              {ALL_VIEWS.map((view) => (
                <FormControlLabel
                  key={view}
                  control={
                    <Checkbox size="small" checked={views.includes(view)} onChange={() => toggleView(view)} />
                  }
                  label={view}
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend" id="playground-orientation">
              Orientation (mobile and static)
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={orientation}
              onChange={(_event, next: 'portrait' | 'landscape' | null) => {
                if (next) setOrientation(next);
              }}
              aria-labelledby="playground-orientation"
            >
              <ToggleButton value="portrait">Portrait</ToggleButton>
              <ToggleButton value="landscape">Landscape</ToggleButton>
            </ToggleButtonGroup>
          </FormControl>
          <FormGroup>
            <FormControlLabel
              control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
              label="disabled"
            />
            <FormControlLabel
              control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
              label="readOnly"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={displayWeekNumber}
                  onChange={(event) => setDisplayWeekNumber(event.target.checked)}
                />
              }
              label="displayWeekNumber"
            />
          </FormGroup>
          <FormControl component="fieldset">
            <FormLabel component="legend">Action bar actions</FormLabel>
            <FormGroup row>
              {ALL_ACTIONS.map((action) => (
                <FormControlLabel
                  key={action}
                  control={
                    <Checkbox
                      size="small"
                      checked={actions.includes(action)}
                      onChange={() => toggleAction(action)}
                    />
                  }
                  label={action}
                />
              ))}
            </FormGroup>
          </FormControl>
          <TextField
            select
            size="small"
            label="Highlight days"
            value={highlight}
            onChange={(event) => setHighlight(event.target.value as Highlight)}
          >
            <MenuItem value="none">None</MenuItem>
            <MenuItem value="weekends">Weekends</MenuItem>
            <MenuItem value="holidays">UK bank holidays 2025</MenuItem>
          </TextField>
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box sx={{ overflowX: 'auto' }}>{picker}</Box>
          <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
              Code for these settings
            </Typography>
            <Box
              component="pre"
              aria-label="Generated code"
              sx={{ m: 0, overflowX: 'auto', fontFamily: 'monospace', fontSize: 13, color: 'text.primary' }}
            >
              {snippet}
            </Box>
          </Paper>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
