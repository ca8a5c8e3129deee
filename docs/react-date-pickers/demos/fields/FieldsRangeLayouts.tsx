import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const semester = [dayjs('2025-09-08'), dayjs('2026-01-30')] as const;

export default function FieldsRangeLayouts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputDateRangeField label="Autumn semester" defaultValue={[semester[0], semester[1]]} />
        <MultiInputDateRangeField
          defaultValue={[semester[0], semester[1]]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Lectures start' : 'Exams end' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
