import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  room: string;
  time: string;
  talk: string;
  speaker: string;
}

/** Two days of an invented frontend conference, sorted by day, room and time. */
const sessions: Session[] = [
  {
    id: 1,
    day: 'Thu 12 June',
    room: 'Main hall',
    time: '09:30',
    talk: 'Rendering fifty thousand rows',
    speaker: 'Ada Mwangi',
  },
  {
    id: 2,
    day: 'Thu 12 June',
    room: 'Main hall',
    time: '10:30',
    talk: 'Forms that forgive',
    speaker: 'Lars Holm',
  },
  {
    id: 3,
    day: 'Thu 12 June',
    room: 'Studio B',
    time: '09:30',
    talk: 'Accessible data tables',
    speaker: 'Inés Carrasco',
  },
  {
    id: 4,
    day: 'Thu 12 June',
    room: 'Studio B',
    time: '10:30',
    talk: 'Keyboard-first design',
    speaker: 'Tomás Novak',
  },
  {
    id: 5,
    day: 'Thu 12 June',
    room: 'Studio B',
    time: '11:30',
    talk: 'Colour for dashboards',
    speaker: 'Yara Haddad',
  },
  {
    id: 6,
    day: 'Fri 13 June',
    room: 'Main hall',
    time: '09:30',
    talk: 'Shipping a design system',
    speaker: 'Kofi Asante',
  },
  {
    id: 7,
    day: 'Fri 13 June',
    room: 'Main hall',
    time: '10:30',
    talk: 'Time zones without tears',
    speaker: 'Mirela Popescu',
  },
  {
    id: 8,
    day: 'Fri 13 June',
    room: 'Workshop room',
    time: '10:00',
    talk: 'Testing grids in the browser',
    speaker: 'Hiro Tanaka',
  },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'room', headerName: 'Room', width: 140 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 200 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
];

export default function RowSpanningSchedule() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={sessions}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
