import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { frFR } from '@mui/x-date-pickers/locales';

/** An action bar of your own that reuses the pickers' translated labels. */
function TranslatedActionBar({ className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, setValueToToday, acceptValueChanges } = usePickerActionsContext();

  return (
    <DialogActions className={className}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button onClick={setValueToToday}>{translations.todayButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function LocalizationTranslationsHook() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <StaticDatePicker defaultValue={dayjs('2025-07-14')} slots={{ actionBar: TranslatedActionBar }} />
    </LocalizationProvider>
  );
}
