import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  mainHall: string;
  roomA: string;
  roomB: string;
  /** A break or plenary session fills every room. */
  allRooms?: boolean;
}

/** The invented first day of a regional open-data conference. */
const rows: Slot[] = [
  { id: 1, time: '08:30', mainHall: 'Registration and coffee', roomA: '', roomB: '', allRooms: true },
  {
    id: 2,
    time: '09:15',
    mainHall: 'Keynote: Ten years of open transit data',
    roomA: '',
    roomB: '',
    allRooms: true,
  },
  {
    id: 3,
    time: '10:30',
    mainHall: 'Publishing budgets people can read',
    roomA: 'Workshop: cleaning address lists',
    roomB: 'Air quality sensors on school roofs',
  },
  {
    id: 4,
    time: '11:30',
    mainHall: 'Licensing for public bodies',
    roomA: 'Workshop: maps with vector tiles',
    roomB: 'Flood risk data for insurers',
  },
  { id: 5, time: '12:30', mainHall: 'Lunch in the atrium', roomA: '', roomB: '', allRooms: true },
  {
    id: 6,
    time: '13:45',
    mainHall: 'Panel: who pays for data portals?',
    roomA: 'Workshop: accessible charts',
    roomB: 'Library loans as a public data set',
  },
];

const spanRooms = (_value: unknown, row: Slot) => (row.allRooms ? 3 : undefined);

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'mainHall', headerName: 'Main hall', flex: 1, minWidth: 220, colSpan: spanRooms },
  { field: 'roomA', headerName: 'Room A', flex: 1, minWidth: 220 },
  { field: 'roomB', headerName: 'Room B', flex: 1, minWidth: 220 },
];

export default function ColumnSpanningTimetable() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .all-rooms': { fontWeight: 600, bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.row.allRooms ? 'all-rooms' : '')}
        disableColumnSorting
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
