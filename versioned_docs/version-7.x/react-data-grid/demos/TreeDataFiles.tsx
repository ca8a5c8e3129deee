import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  // The full path, one element per level: the last element is the row's own name.
  path: string[];
  sizeKb?: number;
  modified: Date;
}

const files: FileEntry[] = [
  { id: 1, path: ['website'], modified: new Date(2024, 4, 2) },
  { id: 2, path: ['website', 'index.html'], sizeKb: 12, modified: new Date(2024, 4, 2) },
  { id: 3, path: ['website', 'styles'], modified: new Date(2024, 3, 28) },
  { id: 4, path: ['website', 'styles', 'main.css'], sizeKb: 34, modified: new Date(2024, 3, 28) },
  { id: 5, path: ['website', 'styles', 'print.css'], sizeKb: 3, modified: new Date(2024, 2, 11) },
  { id: 6, path: ['website', 'images'], modified: new Date(2024, 4, 1) },
  { id: 7, path: ['website', 'images', 'harbour.jpg'], sizeKb: 812, modified: new Date(2024, 4, 1) },
  { id: 8, path: ['website', 'images', 'logo.svg'], sizeKb: 6, modified: new Date(2024, 1, 19) },
  { id: 9, path: ['notes.txt'], sizeKb: 1, modified: new Date(2024, 4, 3) },
];

const columns: GridColDef<FileEntry>[] = [
  { field: 'sizeKb', headerName: 'Size (kB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];

const getTreeDataPath = (row: FileEntry) => row.path;

export default function TreeDataFiles() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        // The tree opens one level deep.
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
