import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { formatSize, storedFiles, type StoredFile } from './treeDataFiles';

const columns: GridColDef<StoredFile>[] = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatSize(value),
  },
];

const getTreeDataPath: DataGridProProps<StoredFile>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataGroupingFieldFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 'name', field: GRID_TREE_DATA_GROUPING_FIELD, operator: 'contains', value: '.pdf' }],
  });
  const nameItem = filterModel.items.find((item) => item.id === 'name');

  // A filter item on the grouping column matches names; their folders stay to show where they are.
  const setName = (value: string) =>
    setFilterModel((model) => ({
      ...model,
      items: [
        ...model.items.filter((item) => item.id !== 'name'),
        { id: 'name', field: GRID_TREE_DATA_GROUPING_FIELD, operator: 'contains', value },
      ],
    }));

  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label="Name contains"
        value={String(nameItem?.value ?? '')}
        onChange={(event) => setName(event.target.value)}
        sx={{ maxWidth: 260 }}
      />
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          rows={storedFiles}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260, filterable: true }}
          defaultGroupingExpansionDepth={-1}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
