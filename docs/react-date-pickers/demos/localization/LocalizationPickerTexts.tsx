import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LocalizationPickerTexts() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Texts for every picker below this provider.
      localeText={{ cancelButtonLabel: 'Discard', okButtonLabel: 'Save' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          justifyItems: 'center',
        }}
      >
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            Provider texts
          </Typography>
          <StaticDatePicker
            defaultValue={dayjs('2025-09-03')}
            slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
          />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            Texts of this picker only
          </Typography>
          <StaticDatePicker
            defaultValue={dayjs('2025-09-03')}
            localeText={{
              toolbarTitle: 'Parcel pickup day',
              cancelButtonLabel: 'Keep current day',
              okButtonLabel: 'Confirm pickup',
            }}
            slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
          />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
