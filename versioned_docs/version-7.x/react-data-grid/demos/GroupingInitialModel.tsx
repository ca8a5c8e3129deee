import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const regions = ['North', 'South', 'East'];
const reps = ['Ana', 'Bilal', 'Chiara', 'Dev', 'Eero', 'Fatou'];
const products = ['Solar panel kit', 'Heat pump', 'Battery pack'];

const deals = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  region: regions[index % regions.length] as string,
  rep: reps[(index * 5) % reps.length] as string,
  product: products[(index * 2) % products.length] as string,
  value: 3000 + ((index * 1937) % 9000),
}));

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'rep', headerName: 'Sales rep', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'value', headerName: 'Deal value (€)', type: 'number', width: 140 },
];

export default function GroupingInitialModel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        // Rows grouped by region; readers can regroup from any column menu.
        initialState={{ rowGrouping: { model: ['region'] }, columns: { columnVisibilityModel: { region: false } } }}
        hideFooter
      />
    </Box>
  );
}
