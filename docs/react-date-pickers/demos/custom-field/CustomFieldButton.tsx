import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

/**
 * A two-line button in place of the text field: the label on top, the date
 * below. The picker's root props go on a wrapper, the trigger ref on the button,
 * so the calendar opens under the button.
 */
function ReviewDateButton(_props: DatePickerFieldProps) {
  const { value, fieldFormat, label, disabled, readOnly, open, setOpen, triggerRef, rootRef, rootClassName, rootSx } =
    usePickerContext();
  // Applies the picker's own validation props (minDate and maxDate here).
  const isValidValue = useIsValidValue<Dayjs | null>();
  const valid = isValidValue(value);

  return (
    <Box ref={rootRef} className={rootClassName} sx={rootSx}>
      <Button
        ref={triggerRef}
        variant="outlined"
        color={valid ? 'primary' : 'error'}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        startIcon={<CalendarIcon />}
        onClick={() => {
          if (!readOnly) setOpen(true);
        }}
        sx={{ textTransform: 'none', justifyContent: 'flex-start', minWidth: 240 }}
      >
        <Stack component="span" sx={{ alignItems: 'flex-start' }}>
          <Typography component="span" variant="caption" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {value?.isValid() ? value.format(fieldFormat) : 'No date set'}
          </Typography>
        </Stack>
      </Button>
    </Box>
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
          slots={{ field: ReviewDateButton }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only dates in the fourth quarter of 2025 are valid: the saved date, 29 September, is not.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
