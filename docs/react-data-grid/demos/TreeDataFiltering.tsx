import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
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

const getTreeDataPath = (row: StoredFile) => row.path;

export default function TreeDataFiltering() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'owner', operator: 'equals', value: 'Leo' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={childrenFiltering}
            onChange={(event) => setChildrenFiltering(event.target.checked)}
          />
        }
        label="Filter children too"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={storedFiles}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
          defaultGroupingExpansionDepth={-1}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          disableChildrenFiltering={!childrenFiltering}
        />
      </Box>
    </Box>
  );
}
