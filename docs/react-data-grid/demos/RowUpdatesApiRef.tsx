import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Bin {
  id: string;
  product: string;
  location: string;
  quantity: number;
}

const PRODUCTS = [
  'Pallet wrap',
  'Shipping labels',
  'Bubble mailers',
  'Packing tape',
  'Corner boards',
  'Strapping',
];

function bin(index: number): Bin {
  return {
    id: `BIN-${String(100 + index)}`,
    product: PRODUCTS[index % PRODUCTS.length] ?? '',
    location: `Aisle ${(index % 4) + 1}, bay ${index + 3}`,
    quantity: 40 + ((index * 37) % 120),
  };
}

// The rows prop keeps the same reference; later changes go through the API only.
const initialRows: Bin[] = Array.from({ length: 5 }, (_, index) => bin(index));

const columns: GridColDef<Bin>[] = [
  { field: 'id', headerName: 'Bin', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'location', headerName: 'Location', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const nextIndex = React.useRef(initialRows.length);

  const receiveDelivery = () => {
    const first = apiRef.current?.getRow<Bin>(apiRef.current.getAllRowIds()[0] ?? '');
    if (first) {
      // Only the fields that change are needed, next to the id.
      apiRef.current?.updateRows([{ id: first.id, quantity: first.quantity + 24 }]);
    }
  };

  const addBin = () => {
    apiRef.current?.updateRows([bin(nextIndex.current)]);
    nextIndex.current += 1;
  };

  const removeLast = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    const lastId = ids[ids.length - 1];
    if (lastId !== undefined) {
      apiRef.current?.updateRows([{ id: lastId, _action: 'delete' }]);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={receiveDelivery}>
          Receive 24 units in first bin
        </Button>
        <Button size="small" variant="outlined" onClick={addBin}>
          Add bin
        </Button>
        <Button size="small" variant="outlined" onClick={removeLast}>
          Remove last bin
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
