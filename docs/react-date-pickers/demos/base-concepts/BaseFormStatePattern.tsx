import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';

interface TourForm {
  tourDay: Dayjs | null;
  startTime: Dayjs | null;
}

interface TourErrors {
  tourDay: DateValidationError;
  startTime: TimeValidationError;
}

// A small form store: values, picker validation errors and a "submitted" flag in one place.
function useTourForm(initial: TourForm) {
  const [values, setValues] = React.useState(initial);
  const [errors, setErrors] = React.useState<TourErrors>({ tourDay: null, startTime: null });
  const [submitAttempted, setSubmitAttempted] = React.useState(false);

  const setValue = <K extends keyof TourForm>(key: K, value: TourForm[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const setError = <K extends keyof TourErrors>(key: K, error: TourErrors[K]) =>
    setErrors((previous) => ({ ...previous, [key]: error }));

  const missing = {
    tourDay: values.tourDay === null,
    startTime: values.startTime === null,
  };
  const isValid =
    !missing.tourDay && !missing.startTime && errors.tourDay === null && errors.startTime === null;

  return { values, errors, missing, isValid, submitAttempted, setSubmitAttempted, setValue, setError };
}

const firstTour = dayjs('2025-07-01');
const lastTour = dayjs('2025-09-30');

export default function BaseFormStatePattern() {
  const form = useTourForm({ tourDay: null, startTime: dayjs('2025-07-01T10:00') });
  const [confirmation, setConfirmation] = React.useState<string | null>(null);

  const dayMessage = () => {
    if (form.errors.tourDay === 'minDate' || form.errors.tourDay === 'maxDate') {
      return 'Tours run from July to September.';
    }
    if (form.errors.tourDay === 'shouldDisableDate') return 'No tours on Mondays.';
    if (form.errors.tourDay) return 'Enter a valid date.';
    if (form.submitAttempted && form.missing.tourDay) return 'Choose a day.';
    return ' ';
  };

  const timeMessage = () => {
    if (form.errors.startTime) return 'Tours start between 09:00 and 16:00.';
    if (form.submitAttempted && form.missing.startTime) return 'Choose a start time.';
    return ' ';
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setSubmitAttempted(true);
    if (!form.isValid || !form.values.tourDay || !form.values.startTime) {
      setConfirmation(null);
      return;
    }
    setConfirmation(
      `Guided tour booked on ${form.values.tourDay.format('ddd D MMM')} at ${form.values.startTime.format('HH:mm')}.`,
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 1, maxWidth: 360 }}>
        <DatePicker
          label="Tour day"
          value={form.values.tourDay}
          onChange={(newValue) => form.setValue('tourDay', newValue)}
          onError={(error) => form.setError('tourDay', error)}
          minDate={firstTour}
          maxDate={lastTour}
          shouldDisableDate={(date) => date.day() === 1}
          slotProps={{
            textField: {
              required: true,
              helperText: dayMessage(),
              error: form.errors.tourDay !== null || (form.submitAttempted && form.missing.tourDay),
            },
          }}
        />
        <TimePicker
          label="Start time"
          ampm={false}
          value={form.values.startTime}
          onChange={(newValue) => form.setValue('startTime', newValue)}
          onError={(error) => form.setError('startTime', error)}
          minTime={dayjs('2025-07-01T09:00')}
          maxTime={dayjs('2025-07-01T16:00')}
          slotProps={{
            textField: {
              required: true,
              helperText: timeMessage(),
              error: form.errors.startTime !== null || (form.submitAttempted && form.missing.startTime),
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
          Book tour
        </Button>
        {confirmation && <Alert severity="success">{confirmation}</Alert>}
      </Box>
    </LocalizationProvider>
  );
}
