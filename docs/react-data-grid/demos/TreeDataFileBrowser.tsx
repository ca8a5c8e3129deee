import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
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
    // Folders the grid generates (such as legal) have no row, hence no date.
    valueFormatter: (value: Date | undefined) => value?.toISOString().slice(0, 10) ?? '',
  },
];

// Declared outside the component so the grid does not rebuild the tree on every render.
const getTreeDataPath: DataGridProProps<StoredFile>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFileBrowser() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={storedFiles}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
