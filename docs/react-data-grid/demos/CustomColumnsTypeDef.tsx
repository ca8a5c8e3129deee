import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { createInvoices, type Invoice } from './columnsData';

const rows = createInvoices(12);

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** One definition for every amount of money: type, width, alignment and format. */
const moneyColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => euros.format(value),
  cellClassName: 'money-cell',
};

/** Rates stored as fractions (0.2) and shown as percentages (20 %). */
const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 80,
  valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { ...moneyColumn, field: 'hourlyRate', headerName: 'Rate / h' },
  { ...moneyColumn, field: 'expenses', headerName: 'Expenses' },
  {
    ...moneyColumn,
    field: 'net',
    headerName: 'Net',
    valueGetter: (_value, row) => row.hours * row.hourlyRate + row.expenses,
  },
  { ...percentColumn, field: 'vatRate', headerName: 'VAT' },
  {
    ...moneyColumn,
    field: 'vat',
    headerName: 'VAT amount',
    valueGetter: (_value, row) => (row.hours * row.hourlyRate + row.expenses) * row.vatRate,
  },
];

export default function CustomColumnsTypeDef() {
  return (
    <Box sx={{ height: 400, width: '100%', '& .money-cell': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
