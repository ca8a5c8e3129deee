import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

/** A button instead of a text field: it shows the value and opens the calendar. */
function ButtonField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const { value, timezone, fieldFormat, label, disabled, setOpen, triggerRef, rootClassName, rootSx } =
    usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });
  const text = value == null ? placeholder : value.format(fieldFormat);

  return (
    <Button
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<CalendarIcon />}
      ref={triggerRef}
      className={rootClassName}
      sx={rootSx}
      disabled={disabled}
      onClick={() => setOpen((open) => !open)}
    >
      {label ? `${label}: ${text}` : text}
    </Button>
  );
}

export default function CustomFieldButton() {
  const [review, setReview] = React.useState<Dayjs | null>(dayjs('2025-09-29'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Quarterly review"
          value={review}
          onChange={setReview}
          format="ddd D MMM YYYY"
          minDate={dayjs('2025-10-01')}
          maxDate={dayjs('2025-12-31')}
          slots={{ field: ButtonField }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only dates in the fourth quarter of 2025 are valid: the saved date, 29 September, is not.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
