import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
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

/** "12 of 30": read from the grid state, so it follows the search and the filters. */
function MatchCount() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {shown} of {total} bookings
    </Typography>
  );
}

function RoomBookingsToolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap', rowGap: 8, minHeight: 'auto', paddingBlock: 8 }}>
      {/* Search first: it is what readers of a booking list reach for most. */}
      <QuickFilter debounceMs={250}>
        <QuickFilterControl placeholder="Find a booking" size="small" />
      </QuickFilter>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            color={state.filterCount > 0 ? 'primary' : 'inherit'}
            variant={state.open ? 'contained' : 'outlined'}
            sx={{ borderRadius: 4, textTransform: 'none' }}
          >
            {state.filterCount > 0 ? `Filters · ${state.filterCount}` : 'Add a filter'}
          </Button>
        )}
      />
      <ColumnsPanelTrigger render={(props, state) => <Button {...props} size="small" variant={state.open ? 'contained' : 'text'} />}>
        Columns
      </ColumnsPanelTrigger>
      <Box sx={{ flex: 1 }} />
      <MatchCount />
      <ButtonGroup size="small" variant="outlined" aria-label="Export">
        <ExportCsv render={<Button />} options={{ fileName: 'room-bookings-september' }}>
          CSV
        </ExportCsv>
        <ExportPrint render={<Button />} options={{ hideFooter: true, hideToolbar: true }}>
          Print
        </ExportPrint>
      </ButtonGroup>
    </Toolbar>
  );
}

export default function ToolbarBuildingBlocks() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={bookings}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        showToolbar
        slots={{ toolbar: RoomBookingsToolbar }}
      />
    </Box>
  );
}
