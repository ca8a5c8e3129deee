import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { createPickOrders, type PickOrder } from './apiObjectData';

/** Renders a small bar; React.memo skips it when the value is unchanged. */
const LinesBar = React.memo(function LinesBar({ lines }: { lines: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Box sx={{ height: 8, width: lines * 4, bgcolor: 'primary.main', borderRadius: 1 }} />
    </Box>
  );
});

// Defined once, outside the component: the grid receives the same arrays on every render.
const rows = createPickOrders(30, 21);
const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'lines', headerName: 'Lines', width: 140, renderCell: (params) => <LinesBar lines={params.row.lines} /> },
];

function ShiftNoteToolbar() {
  const [note, setNote] = React.useState('');
  return (
    <Toolbar>
      <TextField
        size="small"
        fullWidth
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Type a note for the next shift…"
        slotProps={{ htmlInput: { 'aria-label': 'Shift note' } }}
      />
    </Toolbar>
  );
}

/** Returns a brand-new component type each time it is called: what an inline slot definition does. */
function createToolbarType() {
  return function InlineToolbar() {
    return <ShiftNoteToolbar />;
  };
}

const STABLE_SLOTS = { toolbar: ShiftNoteToolbar };

export default function PerformanceStableProps() {
  const [scans, setScans] = React.useState(0);
  const [unstableSlots, setUnstableSlots] = React.useState(false);

  // A parent that re-renders every second, like a page that receives live updates.
  React.useEffect(() => {
    const timer = window.setInterval(() => setScans((count) => count + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // The anti-pattern on purpose when the switch is on: a new toolbar type on every render of this component.
  const slots = unstableSlots ? { toolbar: createToolbarType() } : STABLE_SLOTS;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Parcels scanned: {scans}</Typography>
        <FormControlLabel
          control={<Switch checked={unstableSlots} onChange={(event) => setUnstableSlots(event.target.checked)} />}
          label="New slot component on every render"
        />
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} showToolbar slots={slots} hideFooter />
      </Box>
    </Stack>
  );
}
