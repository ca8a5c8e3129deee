import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersLayout, type PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { PickerValidDate } from '@mui/x-date-pickers/models';
import { nightShiftRota } from '../shared-custom/shiftRota';

/** Reads the picker's value and lists who works the night shift that day. */
function RotaPanel() {
  const { value } = usePickerContext();
  const nurses = value?.isValid() ? (nightShiftRota[value.format('YYYY-MM-DD')] ?? []) : [];

  return (
    <Box
      sx={{
        p: 2,
        minWidth: 200,
        borderInlineStart: { md: 1 },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2">
        Night shift{value?.isValid() ? `, ${value.format('ddd D MMM')}` : ''}
      </Typography>
      {nurses.length > 0 ? (
        <List dense>
          {nurses.map((nurse) => (
            <ListItem key={nurse} disableGutters>
              <ListItemText primary={nurse} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          No one scheduled yet.
        </Typography>
      )}
    </Box>
  );
}

/** The default layout, untouched, with a panel beside it. */
function LayoutWithRota(props: PickersLayoutProps<PickerValidDate | null>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <PickersLayout {...props} />
      <RotaPanel />
    </Box>
  );
}

export default function CustomLayoutExtraContent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={dayjs('2025-08-05')}
        minDate={dayjs('2025-08-01')}
        maxDate={dayjs('2025-08-31')}
        views={['day']}
        slots={{ layout: LayoutWithRota }}
      />
    </LocalizationProvider>
  );
}
