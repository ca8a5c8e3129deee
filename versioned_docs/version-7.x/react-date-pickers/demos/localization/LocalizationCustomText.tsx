import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function LocalizationCustomText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: () => 'mm',
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        openDatePickerDialogue: (date, utils) =>
          date !== null && utils.isValid(date)
            ? `Change the check-in date, currently ${utils.format(date, 'fullDate')}`
            : 'Choose a check-in date',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" />
        <MobileDatePicker
          label="Check-out"
          defaultValue={dayjs('2024-04-20')}
          localeText={{
            toolbarTitle: 'Leaving on',
            cancelButtonLabel: 'Keep my date',
            okButtonLabel: 'Confirm',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
