import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

/** A plain text input: the user types the whole date, and it is parsed on blur. */
function FreeTextField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const adapter = usePickerAdapter();
  const { value, timezone, fieldFormat, label, setValue, setOpen, triggerRef, rootClassName, rootSx } =
    usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  const format = (date: typeof value) =>
    date != null && adapter.isValid(date) ? adapter.formatByString(date, fieldFormat) : '';
  const [text, setText] = React.useState(() => format(value));
  const [unreadable, setUnreadable] = React.useState(false);
  // When the calendar changes the value, show it in the input.
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(format(value));
    setUnreadable(false);
  }

  const commit = () => {
    if (text.trim() === '') {
      setUnreadable(false);
      setValue(null);
      return;
    }
    const parsed = adapter.parse(text.trim(), fieldFormat);
    if (parsed != null && adapter.isValid(parsed)) {
      setUnreadable(false);
      setValue(parsed);
    } else {
      setUnreadable(true);
    }
  };

  return (
    <TextField
      id={forwardedProps.id}
      ref={triggerRef}
      className={rootClassName}
      sx={rootSx}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={unreadable || hasValidationError}
      helperText={
        unreadable
          ? `Type the date as ${placeholder}`
          : hasValidationError
            ? 'Must be after the date of birth'
            : ' '
      }
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Choose date" onClick={() => setOpen(true)}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldFreeText() {
  const [issued, setIssued] = React.useState<Dayjs | null>(dayjs('2024-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport issued on"
        value={issued}
        onChange={setIssued}
        format="DD/MM/YYYY"
        minDate={dayjs('1990-08-17')}
        slots={{ field: FreeTextField }}
      />
    </LocalizationProvider>
  );
}
