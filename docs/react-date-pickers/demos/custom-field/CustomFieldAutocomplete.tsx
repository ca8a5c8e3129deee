import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { groceryDeliveryWindows } from '../shared-custom/deliveryDays';

interface DeliveryOption {
  day: Dayjs;
  windowsLeft: number;
}

const deliveryOptions: DeliveryOption[] = groceryDeliveryWindows.map(({ day, windowsLeft }) => ({
  day: dayjs(day),
  windowsLeft,
}));

function optionFor(day: Dayjs | null) {
  return day?.isValid() ? (deliveryOptions.find((option) => option.day.isSame(day, 'day')) ?? null) : null;
}

/** The free delivery days as a list grouped by week, with the calendar one click away. */
function DeliveryDayField(_props: DatePickerFieldProps) {
  const { value, label, disabled, setValue, setOpen, triggerRef, rootRef, rootClassName, rootSx } =
    usePickerContext();
  const isValidValue = useIsValidValue<Dayjs | null>();
  const invalid = !isValidValue(value);

  return (
    <Box ref={rootRef} className={rootClassName} sx={rootSx}>
      <Autocomplete
        ref={triggerRef}
        options={deliveryOptions}
        value={optionFor(value)}
        disabled={disabled}
        // Same effect as a click on a day in the calendar: onChange, onAccept, and the popup closes.
        onChange={(_event, option) => setValue(option ? option.day : null)}
        groupBy={(option) => `Week of ${option.day.startOf('week').format('D MMMM')}`}
        getOptionLabel={(option) => option.day.format('dddd D MMMM')}
        isOptionEqualToValue={(option, selected) => option.day.isSame(selected.day, 'day')}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 2 }}>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.day.format('dddd D MMMM')}
            </Box>
            <Typography
              component="span"
              variant="caption"
              sx={{ color: option.windowsLeft === 1 ? 'warning.main' : 'text.secondary' }}
            >
              {option.windowsLeft === 1 ? 'last window' : `${option.windowsLeft} windows`}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={invalid}
            helperText={invalid ? 'No delivery on that day' : 'Pick a day from the list or the calendar'}
            slotProps={{
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <IconButton edge="start" aria-label="Open the delivery calendar" onClick={() => setOpen(true)}>
                      <CalendarIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        sx={{ minWidth: 300 }}
      />
    </Box>
  );
}

export default function CustomFieldAutocomplete() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-04-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Grocery delivery"
        value={delivery}
        onChange={setDelivery}
        // The calendar offers the same days as the list.
        shouldDisableDate={(day) => optionFor(day) === null}
        slots={{ field: DeliveryDayField }}
      />
    </LocalizationProvider>
  );
}
