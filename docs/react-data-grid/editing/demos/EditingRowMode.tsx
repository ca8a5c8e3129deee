import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: string;
  guest: string;
  room: string;
  arrival: Date;
  nights: number;
}

const initialRows: Booking[] = [
  { id: 'BK-7301', guest: 'Ana Folau', room: 'Sea view 12', arrival: new Date(2025, 6, 4), nights: 3 },
  { id: 'BK-7302', guest: 'Dmitri Volkov', room: 'Garden 3', arrival: new Date(2025, 6, 5), nights: 1 },
  { id: 'BK-7303', guest: 'Leila Nasser', room: 'Sea view 14', arrival: new Date(2025, 6, 5), nights: 7 },
  { id: 'BK-7304', guest: 'Finn O’Brien', room: 'Attic 21', arrival: new Date(2025, 6, 8), nights: 2 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 110 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    type: 'singleSelect',
    valueOptions: ['Sea view 12', 'Sea view 14', 'Garden 3', 'Attic 21'],
    width: 140,
    editable: true,
  },
  { field: 'arrival', headerName: 'Arrival', type: 'date', width: 130, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
];

export default function EditingRowMode() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);

  // Called once per row, with every field of the row edited together.
  const processRowUpdate = (newRow: Booking) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setLastSaved(`${newRow.id}: ${newRow.guest}, ${newRow.room}, ${newRow.nights} night(s)`);
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last saved: {lastSaved ?? 'nothing yet — double-click a row, change it and press Enter'}
      </Typography>
    </Box>
  );
}
