import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 80 },
  { field: 'airline', headerName: 'Airline', width: 80 },
  { field: 'destination', headerName: 'Destination', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 80 },
  { field: 'status', headerName: 'Status', width: 80 },
];

/** A menu item that fits the column to its content, then closes the menu. */
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function FlightColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      // Between the sort items (10) and the filter item (20).
      slotProps={{ columnMenuFitItem: { displayOrder: 15 } }}
    />
  );
}

export default function ColumnMenuAddItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: FlightColumnMenu }} hideFooter />
    </Box>
  );
}
