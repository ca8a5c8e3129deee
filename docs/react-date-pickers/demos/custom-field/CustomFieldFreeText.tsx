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

  const formatted = value != null && adapter.isValid(value) ? adapter.formatByString(value, fieldFormat) : '';
  // `null` while the input shows the picker's value; the raw text while the user is typing.
  const [draft, setDraft] = React.useState<string | null>(null);
  const [unreadable, setUnreadable] = React.useState(false);

  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    const parsed = text === '' ? null : adapter.parse(text, fieldFormat);
    if (parsed === null || adapter.isValid(parsed)) {
      setValue(parsed);
      setDraft(null);
      setUnreadable(false);
    } else {
      // Keep the text so the user can fix it.
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
      value={draft ?? formatted}
      onChange={(event) => setDraft(event.target.value)}
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
              <IconButton
                edge="end"
                aria-label="Choose date"
                onClick={() => {
                  // The calendar replaces whatever was typed.
                  setDraft(null);
                  setUnreadable(false);
                  setOpen(true);
                }}
              >
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
