import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { shelfItems, stockLevel, type ShelfItem, type StockLevel } from './stockLevels';

const pillClasses: Record<StockLevel, string> = {
  'in stock': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  low: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  'sold out': 'bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-200',
};

function StockPill({ level }: { level: StockLevel }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${pillClasses[level]}`}>{level}</span>;
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
    <div className="h-[360px] w-full">
      <DataGrid rows={shelfItems} columns={columns} hideFooter disableRowSelectionOnClick />
    </div>
  );
}
