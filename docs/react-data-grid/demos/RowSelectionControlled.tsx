import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createRowSelectionManager,
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const mondayRows = appointments.filter((appointment) => appointment.day === 'Monday');
const cancelledIds = mondayRows.filter((row) => row.state === 'Cancelled').map((row) => row.id);

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'state', headerName: 'State', width: 120 },
];

export default function RowSelectionControlled() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([301, 302]),
  });
  // The manager answers "is this row selected?" for both model types.
  const manager = createRowSelectionManager(selection);
  const selectedPatients = mondayRows.filter((row) => manager.has(row.id)).map((row) => row.patient);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelection({ type: 'exclude', ids: new Set(cancelledIds) })}
        >
          Everyone except cancellations
        </Button>
        <Button size="small" onClick={() => setSelection({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2">
        {selection.type} {JSON.stringify([...selection.ids])} → {selectedPatients.length} selected
        {selectedPatients.length > 0 ? `: ${selectedPatients.join(', ')}` : ''}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={mondayRows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
