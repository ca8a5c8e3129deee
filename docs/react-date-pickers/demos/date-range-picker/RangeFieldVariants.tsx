import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const rental = [dayjs('2025-08-02'), dayjs('2025-08-09')] as const;

export default function RangeFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 520 }}>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Single input (default)
          </Typography>
          <DateRangePicker
            label="Car rental"
            defaultValue={[rental[0], rental[1]]}
            format="DD MMM YYYY"
            slotProps={{ field: { dateSeparator: 'to' } }}
          />
        </div>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Multi input
          </Typography>
          <DateRangePicker
            defaultValue={[rental[0], rental[1]]}
            format="DD MMM YYYY"
            slots={{ field: MultiInputDateRangeField }}
            localeText={{ start: 'Pick-up', end: 'Return' }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
