import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  fetchLoanGroups,
  getAggregatedValue,
  getChildrenCount,
  getGroupKey,
  serverAggregationFunctions,
} from './serverSideGroups';
import type { Loan } from './serverSideLoans';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'genre', headerName: 'Genre', width: 110 },
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

const dataSource: GridDataSource = {
  getRows: (params) => fetchLoanGroups(params),
  getGroupKey,
  getChildrenCount,
  getAggregatedValue,
};

export default function AggregationServerGrouped() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['genre'] },
      aggregation: { model: { daysOut: 'max', fineEur: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={initialState}
        groupingColDef={{ headerName: 'Genre', width: 180 }}
      />
    </Box>
  );
}
