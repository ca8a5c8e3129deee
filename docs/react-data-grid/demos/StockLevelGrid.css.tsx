import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { shelfItems, stockLevel, type ShelfItem, type StockLevel } from './stockLevels';
import './StockLevelGrid.css';

function StockPill({ level }: { level: StockLevel }) {
  return (
    <span className="stock-pill" data-level={level}>
      {level}
    </span>
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
    <div className="stock-grid">
      <DataGrid rows={shelfItems} columns={columns} hideFooter disableRowSelectionOnClick />
    </div>
  );
}
