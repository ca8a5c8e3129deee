import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridTreeDataGroupingCell,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Shelf {
  id: string;
  location: string[];
  copies: number;
}

// A branch library: floor, then section, then shelf.
const rows: Shelf[] = [
  { id: 'f1', location: ['Ground floor'], copies: 0 },
  { id: 'f1-a', location: ['Ground floor', 'Children'], copies: 0 },
  { id: 'f1-a1', location: ['Ground floor', 'Children', 'Picture books A–K'], copies: 412 },
  { id: 'f1-a2', location: ['Ground floor', 'Children', 'Picture books L–Z'], copies: 389 },
  { id: 'f1-b', location: ['Ground floor', 'Newspapers'], copies: 36 },
  { id: 'f2', location: ['First floor'], copies: 0 },
  { id: 'f2-a', location: ['First floor', 'Fiction'], copies: 0 },
  { id: 'f2-a1', location: ['First floor', 'Fiction', 'Crime'], copies: 655 },
  { id: 'f2-a2', location: ['First floor', 'Fiction', 'Science fiction'], copies: 298 },
  { id: 'f2-b', location: ['First floor', 'Local history'], copies: 174 },
];

const columns: GridColDef<Shelf>[] = [
  {
    field: 'copies',
    headerName: 'Copies on shelf',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => (value === 0 ? '' : value.toLocaleString('en-GB')),
  },
];

const groupingColDef: DataGridProProps<Shelf>['groupingColDef'] = {
  headerName: 'Location',
  flex: 1,
  minWidth: 280,
  // Keep the default toggle, but indent each level further and drop the descendant count.
  // Leaf rows use the same cell, which renders them without a toggle.
  renderCell: (params) => (
    <GridTreeDataGroupingCell
      {...(params as GridRenderCellParams<Shelf, unknown, unknown, GridGroupNode>)}
      offsetMultiplier={4}
      hideDescendantCount
    />
  ),
};

const getTreeDataPath = (row: Shelf) => row.location;

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
