import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const periods = ['Bronze Age', 'Roman', 'Medieval', 'Early modern'];
const materials = ['Ceramic', 'Bronze', 'Glass', 'Wood', 'Silver'];

// 57 catalogue entries, so the last page is a partial one.
const objects = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  accession: `MU-${String(2001 + index * 3)}`,
  material: materials[index % materials.length] as string,
  period: periods[(index * 3) % periods.length] as string,
  onDisplay: index % 4 !== 0,
}));

const columns: GridColDef[] = [
  { field: 'accession', headerName: 'Accession no.', width: 140 },
  { field: 'material', headerName: 'Material', width: 120 },
  { field: 'period', headerName: 'Period', width: 140 },
  { field: 'onDisplay', headerName: 'On display', type: 'boolean', width: 110 },
];

export default function PaginationPageSizes() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={objects}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        // The choices of the "Rows per page" menu; an option may carry its own label.
        pageSizeOptions={[10, 20, { value: 50, label: 'Fifty' }]}
      />
    </Box>
  );
}
