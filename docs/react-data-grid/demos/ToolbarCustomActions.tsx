import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridAddIcon,
  GridDownloadIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { bookings, type Booking } from './toolbarData';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddBooking?: () => void;
  }
}

const columns: GridColDef<Booking>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'organiser', headerName: 'Organiser', flex: 1, minWidth: 150 },
  { field: 'attendees', headerName: 'Attendees', type: 'number', width: 110 },
];

function ExportMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Export">
        <ToolbarButton aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <GridDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {/* A trigger can render any element: here menu items, which close the menu once clicked. */}
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </>
  );
}

function ActionsToolbar({ onAddBooking }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Tooltip title="Add a booking">
        <ToolbarButton onClick={onAddBooking}>
          <GridAddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <ExportMenu />
      {/* Collapsed until the trigger is pressed or the reader types. */}
      <QuickFilter>
        <QuickFilterTrigger
          render={(props, state) =>
            state.expanded ? (
              <span />
            ) : (
              <Tooltip title="Search">
                <ToolbarButton {...props}>
                  <GridSearchIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )
          }
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) =>
            state.expanded ? (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Organiser, room…"
                slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search' } }}
              />
            ) : (
              <span />
            )
          }
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarCustomActions() {
  const [rows, setRows] = React.useState<Booking[]>(() => bookings.slice(0, 8));

  const addBooking = React.useCallback(() => {
    setRows((previous) => {
      const id = previous.length + 1;
      return [
        ...previous,
        {
          id,
          room: 'Garden room',
          organiser: 'New booking',
          activity: 'Open session',
          date: new Date(Date.UTC(2025, 8, 20 + (id % 8))),
          attendees: 10,
        },
      ];
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: ActionsToolbar }}
        slotProps={{ toolbar: { onAddBooking: addBooking } }}
      />
    </Box>
  );
}
