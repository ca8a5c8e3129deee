import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const invoiceDate = dayjs('2025-03-04');
const departure = dayjs('2025-03-04T07:05');

export default function FieldsLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 560 }}>
        {[false, true].map((respect) => (
          <Box key={String(respect)} sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="subtitle2" component="p">
              {respect ? 'shouldRespectLeadingZeros' : 'Default'}
            </Typography>
            <DateField
              label="Invoice date (D/M/YYYY)"
              format="D/M/YYYY"
              defaultValue={invoiceDate}
              shouldRespectLeadingZeros={respect}
            />
            <TimeField
              label="Train departs (H:mm)"
              format="H:mm"
              defaultValue={departure}
              shouldRespectLeadingZeros={respect}
            />
          </Box>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
