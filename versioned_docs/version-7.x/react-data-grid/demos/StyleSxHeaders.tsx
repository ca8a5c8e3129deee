import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const services = [
  { id: 1, service: 'checkout-api', region: 'eu-west', p95: 182, errors: 0.4 },
  { id: 2, service: 'search-indexer', region: 'us-east', p95: 940, errors: 2.1 },
  { id: 3, service: 'image-resizer', region: 'eu-west', p95: 310, errors: 0.1 },
  { id: 4, service: 'auth-gateway', region: 'ap-south', p95: 95, errors: 0 },
];

const columns: GridColDef[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'p95', headerName: 'p95 latency (ms)', type: 'number', width: 150 },
  { field: 'errors', headerName: 'Errors (%)', type: 'number', width: 110 },
];

export default function StyleSxHeaders() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={services}
        columns={columns}
        hideFooter
        showColumnVerticalBorder
        sx={(theme) => ({
          borderRadius: 2,
          // v7 paints the header row with this variable (the page background by default).
          // `theme.vars` holds the CSS variables of a theme with both colour schemes.
          '--DataGrid-containerBackground': (theme.vars ?? theme).palette.primary.main,
          '& .MuiDataGrid-columnHeader': { color: (theme.vars ?? theme).palette.primary.contrastText },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
          '& .MuiDataGrid-columnHeader .MuiSvgIcon-root': { color: 'inherit' },
          '& .MuiDataGrid-cell': { fontFamily: 'monospace' },
        })}
      />
    </Box>
  );
}
