import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
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
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date | undefined) => value?.toISOString().slice(0, 10) ?? '',
  },
  { field: 'id', headerName: 'File id', type: 'number', width: 90 },
];

const getTreeDataPath: DataGridProProps<StoredFile>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataGroupingFieldLayout() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={storedFiles}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        // Sortable by name: the column's value is the last element of each path.
        groupingColDef={{ headerName: 'Name', width: 300, sortable: true }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          // The grouping column is addressed by its field, like any other column.
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
          columns: { columnVisibilityModel: { id: false } },
        }}
      />
    </Box>
  );
}
