import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchNetworkLevel, type NetworkNode } from './serverSideNetwork';

const columns: GridColDef<NetworkNode>[] = [
  { field: 'kind', headerName: 'Level', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 110 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

export default function TreeDataServerBasic() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const path = params.groupKeys?.length ? params.groupKeys.join(' › ') : 'top level';
        setRequests((log) => [`children of ${path}`, ...log].slice(0, 4));
        return fetchNetworkLevel(params);
      },
      // The key of a row inside its parent: the last element of its path.
      getGroupKey: (row) => (row as NetworkNode).name,
      // How many children the server holds for a row; 0 means a leaf.
      getChildrenCount: (row) => (row as NetworkNode).childCount,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Library network', width: 260 }}
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
