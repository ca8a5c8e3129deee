import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { seededRandom } from './columnsData';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof MONTHS)[number];

type BranchSales = { id: number; branch: string } & Record<Month, number>;

const BRANCHES = ['Old Town', 'Station Square', 'University', 'Harbour Front', 'Market Hall'];

/** Loaves sold per month by the branches of an invented bakery. */
const rows: BranchSales[] = BRANCHES.map((branch, index) => {
  const random = seededRandom(100 + index);
  const sales = Object.fromEntries(
    MONTHS.map((month) => [month, 900 + Math.round(random() * 1600)]),
  ) as Record<Month, number>;
  return { id: index + 1, branch, ...sales };
});

const totalOf = (row: BranchSales) => MONTHS.reduce((sum, month) => sum + row[month], 0);

const monthColumns: GridColDef<BranchSales>[] = MONTHS.map((month) => ({
  field: month,
  headerName: month.charAt(0).toUpperCase() + month.slice(1),
  type: 'number',
  width: 80,
  editable: true,
}));

const columns: GridColDef<BranchSales>[] = [
  { field: 'branch', headerName: 'Branch', width: 150 },
  ...monthColumns,
  {
    field: 'total',
    headerName: 'Half-year',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => totalOf(row),
    cellClassName: 'total-cell',
  },
  {
    field: 'bestMonth',
    headerName: 'Best month',
    width: 110,
    valueGetter: (_value, row) =>
      MONTHS.reduce((best, month) => (row[month] > row[best] ? month : best), MONTHS[0]),
    valueFormatter: (value: Month) => value.charAt(0).toUpperCase() + value.slice(1),
  },
];

export default function ColumnRecipesTotals() {
  return (
    <Box sx={{ height: 360, width: '100%', '& .total-cell': { fontWeight: 600 } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
