import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesLines, type SalesLine } from './pivotingSales';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Offer a month column next to the date column, and a price band next to the revenue.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.field === 'soldOn') {
    return [
      {
        field: 'soldOn-month',
        headerName: 'Sold month',
        valueGetter: (_value, row: SalesLine) => {
          const month = row.soldOn.getUTCMonth();
          return `${String(month + 1).padStart(2, '0')} ${MONTHS[month] ?? ''}`;
        },
      },
    ];
  }
  if (column.field === 'units') {
    return [
      {
        field: 'units-band',
        headerName: 'Order size',
        valueGetter: (_value, row: SalesLine) => (row.units >= 50 ? 'Large' : 'Small'),
      },
    ];
  }
  return undefined;
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'soldOn-month' }],
  columns: [{ field: 'units-band' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function PivotingDerivedColumns() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesLines}
        columns={salesColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        showToolbar
      />
    </Box>
  );
}
