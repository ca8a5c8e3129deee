import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchNetworkLevel, type NetworkNode } from './serverSideNetwork';

const columns: GridColDef<NetworkNode>[] = [
  { field: 'kind', headerName: 'Level', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 110 },
];

// This server does not count children ahead of time: -1 still shows a toggle on every group.
const dataSource: GridDataSource = {
  getRows: (params) => fetchNetworkLevel(params, { failFor: 'Southport' }),
  getGroupKey: (row) => (row as NetworkNode).name,
  getChildrenCount: (row) => ((row as NetworkNode).kind === 'Collection' ? 0 : -1),
};

export default function TreeDataServerErrors() {
  const [problem, setProblem] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      {problem && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          defaultGroupingExpansionDepth={1}
          groupingColDef={{ headerName: 'Library network', width: 260 }}
          onDataSourceError={(error) => setProblem(error.message)}
        />
      </Box>
    </Box>
  );
}
