import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { fetchLoanGroups, getChildrenCount, getGroupKey } from './serverSideGroups';
import type { Loan } from './serverSideLoans';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'returned', headerName: 'Returned', type: 'boolean', width: 100 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
];

const dataSource: GridDataSource = {
  getRows: (params) => fetchLoanGroups(params),
  getGroupKey,
  getChildrenCount,
};

export default function RowGroupingServerControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['genre']);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={model}
        onChange={(_event, next: GridRowGroupingModel) => setModel(next)}
        aria-label="Group loans by"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="genre">Genre</ToggleButton>
        <ToggleButton value="branch">Branch</ToggleButton>
        <ToggleButton value="returned">Returned</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode="multiple"
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
