import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

const readings = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  meter: `Meter ${String.fromCharCode(65 + (index % 6))}-${Math.floor(index / 6) + 1}`,
  kwh: 120 + ((index * 37) % 90),
}));

const columns: GridColDef[] = [
  { field: 'meter', headerName: 'Meter', flex: 1 },
  { field: 'kwh', headerName: 'Usage (kWh)', type: 'number', width: 140 },
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 2, pageSize: 6 });
  const pageCount = Math.ceil(readings.length / paginationModel.pageSize);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">
          Page {paginationModel.page + 1} of {pageCount}
        </Typography>
        <Button size="small" onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}>
          First page
        </Button>
        <Button size="small" onClick={() => setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))}>
          Last page
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={readings}
          columns={columns}
          paginationModel={paginationModel}
          // The footer reports its page and page-size changes here.
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[6, 12]}
        />
      </Box>
    </Box>
  );
}
