import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizationTranslatedText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchText}>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StaticDatePicker
          defaultValue={dayjs('2024-07-14')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
