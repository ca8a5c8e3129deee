import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { groceryDeliveryDays } from '../shared-custom/deliveryDays';

const deliveryDays = groceryDeliveryDays.map((day) => dayjs(day));

function isDeliveryDay(day: Dayjs) {
  return deliveryDays.some((option) => option.isSame(day, 'day'));
}

/** A list of the available days, with the calendar one click away. */
function DeliveryDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, timezone, label, setValue, setOpen, triggerRef, rootClassName, rootSx } = usePickerContext();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  return (
    <Autocomplete
      ref={triggerRef}
      className={rootClassName}
      sx={[{ minWidth: 280 }, ...(Array.isArray(rootSx) ? rootSx : [rootSx])]}
      options={deliveryDays}
      value={value}
      onChange={(_event, next) => setValue(next)}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          id={forwardedProps.id}
          label={label}
          error={hasValidationError}
          helperText={hasValidationError ? 'No delivery on that day' : 'Choose from the list or the calendar'}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton edge="start" aria-label="Open calendar" onClick={() => setOpen(true)}>
                    <CalendarIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
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
        shouldDisableDate={(day) => !isDeliveryDay(day)}
        slots={{ field: DeliveryDayField }}
      />
    </LocalizationProvider>
  );
}
