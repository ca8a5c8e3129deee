import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface PriceLine {
  id: string;
  product: string;
  unit: string;
  price: number;
  inStock: boolean;
}

const initialPrices: PriceLine[] = [
  { id: 'VEG-01', product: 'Heirloom tomatoes', unit: 'kg', price: 4.2, inStock: true },
  { id: 'VEG-02', product: 'Butternut squash', unit: 'piece', price: 2.1, inStock: true },
  { id: 'VEG-03', product: 'Cavolo nero', unit: 'bunch', price: 1.9, inStock: false },
  { id: 'FRU-01', product: 'Blood oranges', unit: 'kg', price: 3.6, inStock: true },
  { id: 'FRU-02', product: 'Conference pears', unit: 'kg', price: 2.8, inStock: true },
  { id: 'DAI-01', product: 'Goat cheese log', unit: '150 g', price: 3.4, inStock: false },
];

/** Pretends to save all changed lines in one request. */
function saveBatch(lines: PriceLine[]): Promise<PriceLine[]> {
  return new Promise((resolve) => setTimeout(() => resolve(lines), 800));
}

const columns: GridColDef<PriceLine>[] = [
  { field: 'id', headerName: 'Code', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, editable: true },
  { field: 'unit', headerName: 'Unit', width: 90, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100, editable: true },
];

export default function RecipesBulkEditing() {
  const [saved, setSaved] = React.useState(initialPrices);
  const [draft, setDraft] = React.useState(initialPrices);
  const [changed, setChanged] = React.useState<ReadonlySet<GridRowId>>(() => new Set());
  const [saving, setSaving] = React.useState(false);

  // Edits only go into the draft; nothing is sent yet.
  const processRowUpdate = (newRow: PriceLine) => {
    setDraft((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setChanged((previous) => new Set(previous).add(newRow.id));
    return newRow;
  };

  const saveAll = async () => {
    setSaving(true);
    await saveBatch(draft.filter((row) => changed.has(row.id)));
    setSaved(draft);
    setChanged(new Set());
    setSaving(false);
  };

  const discard = () => {
    setDraft(saved);
    setChanged(new Set());
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={saveAll} disabled={changed.size === 0 || saving}>
          {saving ? 'Saving…' : `Save ${changed.size} change(s)`}
        </Button>
        <Button size="small" variant="outlined" onClick={discard} disabled={changed.size === 0 || saving}>
          Discard
        </Button>
        <Typography variant="body2">Changed rows are highlighted until saved.</Typography>
      </Stack>
      <Box
        sx={{
          height: 380,
          '& .price-line--changed': { bgcolor: 'warning.light', color: 'warning.contrastText' },
          '& .price-line--changed:hover': { bgcolor: 'warning.main' },
        }}
      >
        <DataGrid
          rows={draft}
          columns={columns}
          loading={saving}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (changed.has(id) ? 'price-line--changed' : '')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
