import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  createRowSelectionManager,
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { appointments, type Appointment } from './rowSelectionData';

const columns: GridColDef<Appointment>[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'treatment', headerName: 'Treatment', width: 160 },
];

export default function RowSelectionVisibleOnly() {
  const [pageOnly, setPageOnly] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const manager = createRowSelectionManager(selection);
  const count = appointments.filter((row) => manager.has(row.id)).length;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={pageOnly}
              onChange={(event) => {
                setPageOnly(event.target.checked);
                setSelection({ type: 'include', ids: new Set() });
              }}
            />
          }
          label="checkboxSelectionVisibleOnly"
        />
        <Typography variant="body2" role="status">
          {count} of {appointments.length} appointments selected
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={appointments}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={pageOnly}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
