import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { fetchLoanGroups, getAggregatedValue, serverAggregationFunctions } from './serverSideGroups';
import type { Loan } from './serverSideLoans';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 110 },
  {
    field: 'fineEur',
    headerName: 'Fine',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | string | null) =>
      value === null || value === '' ? '' : `€${Number(value).toFixed(2)}`,
  },
];

// The server computes the aggregates over every matching loan, not only the page on screen.
const dataSource: GridDataSource = {
  getRows: (params) => fetchLoanGroups(params),
  getAggregatedValue,
};

export default function AggregationServerFooter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={{
          aggregation: { model: { title: 'size', daysOut: 'avg', fineEur: 'sum' } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
        pagination
        pageSizeOptions={[10, 25]}
        showToolbar
      />
    </Box>
  );
}
