import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridEventListener,
  type IsRowReorderableParams,
} from '@mui/x-data-grid-pro';

interface Stop {
  id: string;
  address: string;
  parcels: number;
  window: string;
  depot: boolean;
}

const initialStops: Stop[] = [
  { id: 'depot', address: 'Depot — Unit 4, Quay Road', parcels: 0, window: '07:00', depot: true },
  { id: 's-11', address: '14 Linden Avenue', parcels: 3, window: '08:00–10:00', depot: false },
  { id: 's-12', address: 'Greenway Pharmacy, High Street', parcels: 7, window: '09:00–12:00', depot: false },
  { id: 's-13', address: '2 Mill Lane, flat 5', parcels: 1, window: 'Any time', depot: false },
  { id: 's-14', address: 'St Brigid Primary School', parcels: 4, window: '08:30–09:00', depot: false },
  { id: 's-15', address: 'Orchard Garden Centre', parcels: 12, window: '10:00–16:00', depot: false },
];

const columns: GridColDef<Stop>[] = [
  { field: 'address', headerName: 'Stop', flex: 1, minWidth: 220 },
  { field: 'window', headerName: 'Delivery window', width: 150 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

// The depot always stays first.
const isRowReorderable = ({ row }: IsRowReorderableParams<Stop>) => !row.depot;

export default function RowOrderingPersist() {
  const [stops, setStops] = React.useState(initialStops);

  // Apply the move to our own array, so the order survives re-renders and can be saved.
  const handleRowOrderChange: GridEventListener<'rowOrderChange'> = ({ oldIndex, targetIndex }) => {
    setStops((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      // Keep the depot in front even if a stop was dropped above it.
      return [...next.filter((stop) => stop.depot), ...next.filter((stop) => !stop.depot)];
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={stops}
          columns={columns}
          rowReordering
          isRowReorderable={isRowReorderable}
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2">
        Route sent to the driver: {stops.map((stop, index) => `${index}. ${stop.address}`).join(' → ')}
      </Typography>
    </Stack>
  );
}
