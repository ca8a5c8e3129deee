import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

// Only the texts given change; every other text keeps the default (English).
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Your basket is empty.',
  toolbarFilters: 'Narrow down',
  toolbarQuickFilterPlaceholder: 'Find an item…',
  footerRowSelected: (count) => (count === 1 ? 'One item ticked' : `${count.toLocaleString()} items ticked`),
  MuiTablePagination: { labelRowsPerPage: 'Items per page:' },
};

const basket = [
  { id: 1, item: 'Sourdough loaf', quantity: 1 },
  { id: 2, item: 'Free-range eggs (6)', quantity: 2 },
  { id: 3, item: 'Blood oranges', quantity: 5 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function LocalizationCustomText() {
  const [rows, setRows] = React.useState(basket);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => setRows((current) => (current.length ? [] : basket))}>
        {rows.length ? 'Empty the basket' : 'Refill the basket'}
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
          localeText={localeText}
        />
      </Box>
    </Box>
  );
}
