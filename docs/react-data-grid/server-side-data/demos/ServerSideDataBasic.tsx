import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { loanColumns } from './serverSideColumns';
import { fetchLoans } from './serverSideLoans';

// Declared once: a new data source object on every render would refetch every time.
const dataSource: GridDataSource = {
  getRows: (params) => fetchLoans(params),
};

export default function ServerSideDataBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        columns={loanColumns}
        dataSource={dataSource}
        pagination
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
      />
    </Box>
  );
}
