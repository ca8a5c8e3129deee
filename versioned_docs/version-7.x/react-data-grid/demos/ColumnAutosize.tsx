import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, species: 'Eurasian curlew', latin: 'Numenius arquata', site: 'Saltings north of the sea wall', count: 14 },
  { id: 2, species: 'Dunlin', latin: 'Calidris alpina', site: 'Mudflats', count: 312 },
  { id: 3, species: 'Black-tailed godwit', latin: 'Limosa limosa', site: 'Flooded meadow by the pumping station', count: 46 },
  { id: 4, species: 'Redshank', latin: 'Tringa totanus', site: 'Creek mouth', count: 27 },
];

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', width: 90 },
  { field: 'latin', headerName: 'Scientific name', width: 90 },
  { field: 'site', headerName: 'Site', width: 90 },
  { field: 'count', headerName: 'Count', type: 'number', width: 80 },
];

export default function ColumnAutosize() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
      >
        Fit columns to their content
      </Button>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
