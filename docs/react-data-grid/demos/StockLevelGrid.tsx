import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { shelfItems, stockLevel, type ShelfItem, type StockLevel } from './stockLevels';

const pillColors: Record<StockLevel, 'success' | 'warning' | 'error'> = {
  'in stock': 'success',
  low: 'warning',
  'sold out': 'error',
};

function StockPill({ level }: { level: StockLevel }) {
  const color = pillColors[level];
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 99,
        fontSize: 12,
        fontWeight: 600,
        color: `${color}.main`,
        bgcolor: (theme) => `rgba(${theme.vars?.palette[color].mainChannel ?? '0 0 0'} / 0.12)`,
      }}
    >
      {level}
    </Box>
  );
}

const columns: GridColDef<ShelfItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'aisle', headerName: 'Aisle', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'level',
    headerName: 'Level',
    width: 130,
    valueGetter: (_value, row) => stockLevel(row.units),
    renderCell: ({ value }) => <StockPill level={value as StockLevel} />,
  },
];

export default function StockLevelGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={shelfItems} columns={columns} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
