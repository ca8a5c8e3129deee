import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  GridClearIcon,
  GridDownloadIcon,
  GridFilterListIcon,
  GridSearchIcon,
  GridViewColumnIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { bookings, type Booking } from './toolbarData';

const columns: GridColDef<Booking>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'organiser', headerName: 'Organiser', flex: 1, minWidth: 150 },
  { field: 'activity', headerName: 'Activity', width: 150 },
  { field: 'attendees', headerName: 'Attendees', type: 'number', width: 110 },
];

function BookingsToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 600, px: 0.5 }}>September bookings</Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <GridViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        {/* The function form of `render` receives the trigger's state: here the number of active filters. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'september-bookings' }}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <ExportPrint options={{ hideToolbar: true }}>Print</ExportPrint>
      <QuickFilter>
        <QuickFilterControl
          // The function form of `render` swaps the default text field while keeping the props that wire it.
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              // The grid focuses the control through this ref: attach it to the input element.
              inputRef={ref}
              placeholder="Search…"
              size="small"
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search bookings' },
                input: {
                  ...slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <GridSearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear the search">
                        <GridClearIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarBuildingBlocks() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={bookings}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        showToolbar
        slots={{ toolbar: BookingsToolbar }}
      />
    </Box>
  );
}
