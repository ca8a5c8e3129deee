import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  createRowSelectionManager,
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridHeaderCheckbox,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const tuesday = appointments.filter((row) => row.day === 'Tuesday' && row.state !== 'Cancelled');

/** A switch that reads and writes the grid's selection, instead of the default checkbox. */
function ReminderSwitch(props: GridRenderCellParams<Appointment, boolean>) {
  const { id, value, api, row } = props;
  return (
    <Switch
      size="small"
      checked={Boolean(value)}
      onChange={(event) => api.selectRow(id, event.target.checked)}
      slotProps={{ input: { 'aria-label': `Send a reminder to ${row.patient}` } }}
    />
  );
}

/** The selection column, moved to the end and given its own header and cells. */
const reminderColumn: GridColDef = {
  ...GRID_CHECKBOX_SELECTION_COL_DEF,
  width: 130,
  headerAlign: 'center',
  align: 'center',
  renderHeader: (params) => (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <GridHeaderCheckbox {...params} />
      <span>Remind</span>
    </Stack>
  ),
  renderCell: (params: GridRenderCellParams<Appointment, boolean>) => <ReminderSwitch {...params} />,
};

export default function RowSelectionCustomCheckboxColumn() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const columns = React.useMemo<GridColDef<Appointment>[]>(
    () => [
      { field: 'time', headerName: 'Time', width: 80 },
      { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
      { field: 'treatment', headerName: 'Treatment', width: 150 },
      reminderColumn,
    ],
    [],
  );

  const manager = createRowSelectionManager(selection);
  const reminded = tuesday.filter((row) => manager.has(row.id));

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={tuesday}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {reminded.length === 0
          ? 'No reminders queued for Tuesday.'
          : `Reminders queued for ${reminded.map((row) => row.patient).join(', ')}.`}
      </Typography>
    </Stack>
  );
}
