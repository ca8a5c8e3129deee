import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { fetchLoanGroups, getChildrenCount, getGroupKey } from './serverSideGroups';
import type { Loan } from './serverSideLoans';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'borrowedOn', headerName: 'Borrowed', width: 110 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
];

export default function RowGroupingServerBasic() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const where = params.groupKeys?.length ? params.groupKeys.join(' › ') : 'top level';
        setRequests((log) => [`${where}, grouped by ${params.groupFields?.join(', ')}`, ...log].slice(0, 4));
        return fetchLoanGroups(params);
      },
      getGroupKey,
      getChildrenCount,
    }),
    [],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'branch'] } },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={initialState}
          groupingColDef={{ headerName: 'Region / branch', width: 220 }}
        />
      </Box>
      <Box component="ol" aria-label="Requests" sx={{ mt: 1, mb: 0, fontSize: 13, fontFamily: 'monospace' }}>
        {requests.map((request, index) => (
          <li key={`${request}-${requests.length - index}`}>{request}</li>
        ))}
      </Box>
    </Box>
  );
}
