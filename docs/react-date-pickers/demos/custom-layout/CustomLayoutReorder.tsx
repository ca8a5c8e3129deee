import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import type { PickerValidDate } from '@mui/x-date-pickers/models';

/** Toolbar and actions in a side column, the calendar next to them. */
function SideColumnLayout(props: PickersLayoutProps<PickerValidDate | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <Box
      className={props.className}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, width: 'fit-content' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          borderInlineEnd: { sm: 1 },
          borderBottom: { xs: 1, sm: 0 },
          borderColor: 'divider',
          // The action bar stacks its buttons in this narrow column.
          [`& .${pickersLayoutClasses.actionBar}`]: {
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 1,
          },
          [`& .${pickersLayoutClasses.actionBar} > :not(style) ~ :not(style)`]: { marginInlineStart: 0 },
        }}
      >
        {toolbar}
        {actionBar}
      </Box>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
    </Box>
  );
}

export default function CustomLayoutReorder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-11-21')}
        localeText={{ toolbarTitle: 'Moving day' }}
        slots={{ layout: SideColumnLayout }}
        slotProps={{ actionBar: { actions: ['today', 'clear', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
