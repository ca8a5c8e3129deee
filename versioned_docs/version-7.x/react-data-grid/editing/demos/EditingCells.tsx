import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shelf {
  id: number;
  product: string;
  aisle: number;
  onShelf: number;
  restockDate: Date;
  discontinued: boolean;
}

const initialShelves: Shelf[] = [
  { id: 1, product: 'Oat flakes 1 kg', aisle: 3, onShelf: 24, restockDate: new Date(2024, 3, 12), discontinued: false },
  { id: 2, product: 'Rye crackers', aisle: 3, onShelf: 9, restockDate: new Date(2024, 3, 9), discontinued: false },
  { id: 3, product: 'Sparkling water 6×', aisle: 7, onShelf: 40, restockDate: new Date(2024, 3, 15), discontinued: false },
  { id: 4, product: 'Instant coffee, old label', aisle: 5, onShelf: 3, restockDate: new Date(2024, 2, 28), discontinued: true },
];

const columns: GridColDef<Shelf>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  { field: 'aisle', headerName: 'Aisle', type: 'number', width: 80, editable: true },
  { field: 'onShelf', headerName: 'On shelf', type: 'number', width: 100, editable: true },
  { field: 'restockDate', headerName: 'Restock', type: 'date', width: 130, editable: true },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

// Stands in for a save request: refuses negative stock.
function saveShelf(shelf: Shelf): Promise<Shelf> {
  return new Promise((resolve, reject) =>
    setTimeout(() => (shelf.onShelf < 0 ? reject(new Error('Stock cannot be negative.')) : resolve(shelf)), 200),
  );
}

export default function EditingCells() {
  const [message, setMessage] = React.useState<{ text: string; severity: 'success' | 'error' } | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: Shelf) => {
    // The grid keeps the row the promise resolves with; after a rejection the cell stays in edit mode.
    const saved = await saveShelf(newRow);
    setMessage({ text: `Saved “${saved.product}”.`, severity: 'success' });
    return saved;
  }, []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={initialShelves}
        columns={columns}
        // Discontinued products stay read-only, whatever their columns say.
        isCellEditable={(params) => !params.row.discontinued}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => setMessage({ text: error.message, severity: 'error' })}
        hideFooter
      />
      <Snackbar open={message !== null} autoHideDuration={3000} onClose={() => setMessage(null)}>
        {message ? (
          <Alert severity={message.severity} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
