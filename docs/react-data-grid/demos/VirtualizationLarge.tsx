import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createMeterRows, dayFields, type MeterRow } from './virtualizationData';

const DAYS = 30;
const rows = createMeterRows(10_000, DAYS);

const columns: GridColDef<MeterRow>[] = [
  { field: 'meter', headerName: 'Meter', width: 110 },
  { field: 'district', headerName: 'District', width: 130 },
  ...dayFields(DAYS).map(
    (field, day): GridColDef<MeterRow> => ({
      field,
      headerName: `${day + 1} Mar`,
      type: 'number',
      width: 90,
    }),
  ),
];

export default function VirtualizationLarge() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[100]}
        density="compact"
      />
    </Box>
  );
}
