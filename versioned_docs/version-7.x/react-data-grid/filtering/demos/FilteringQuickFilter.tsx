import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const cafes = [
  { id: 1, name: 'Café Élan', district: 'Old Town', specialty: 'Crème brûlée', seats: 24 },
  { id: 2, name: 'Harbour Roasters', district: 'Docks', specialty: 'Filter coffee', seats: 40 },
  { id: 3, name: 'Søndergaard', district: 'Old Town', specialty: 'Cardamom buns', seats: 18 },
  { id: 4, name: 'The Quiet Cup', district: 'University', specialty: 'Matcha latte', seats: 32 },
  { id: 5, name: 'Brûlerie Nord', district: 'Docks', specialty: 'Espresso', seats: 12 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 150 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'specialty', headerName: 'Known for', width: 160 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function FilteringQuickFilter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={cafes}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        // "brulee" finds "brûlée", and "cafe" finds "Café".
        ignoreDiacritics
        // Each word typed must match some cell of the row.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['old', 'town'] } } }}
        hideFooter
      />
    </Box>
  );
}
