import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  recorded: string;
  rainfall: number;
  wind: number;
}

const STATIONS = ['Bergen Florida', 'Valentia', 'Shannon Airport', 'Malin Head', 'Lerwick'];

const rows: Reading[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  station: STATIONS[index % STATIONS.length] ?? '',
  recorded: `2025-10-${String(1 + Math.floor(index / STATIONS.length)).padStart(2, '0')}`,
  rainfall: ((index * 37) % 290) / 10,
  wind: 8 + ((index * 13) % 55),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'recorded', headerName: 'Date', width: 120 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 130 },
  { field: 'wind', headerName: 'Gusts (km/h)', type: 'number', width: 130 },
];

// Based on the position in the current page, so stripes stay regular after sorting and filtering.
const getRowClassName = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<Reading>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function RowRecipesStriped() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
        sx={{
          // Theme tokens, so the stripes follow light and dark mode.
          [`& .${gridClasses.row}.even`]: {
            bgcolor: 'action.hover',
            '&:hover': { bgcolor: 'action.selected' },
          },
        }}
      />
    </Box>
  );
}
