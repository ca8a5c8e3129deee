import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

type Day = Appointment['day'];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'therapist', headerName: 'Therapist', width: 120 },
];

export default function RowSelectionKeepNonExistent() {
  const [day, setDay] = React.useState<Day>('Monday');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const rows = appointments.filter((appointment) => appointment.day === day);
  const chosen = appointments.filter(
    (appointment) => selection.type === 'include' && selection.ids.has(appointment.id),
  );

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={day}
        onChange={(_event, value: Day | null) => {
          if (value) setDay(value);
        }}
      >
        <ToggleButton value="Monday">Monday</ToggleButton>
        <ToggleButton value="Tuesday">Tuesday</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2">
        Follow-up calls ({chosen.length}):{' '}
        {chosen.length === 0
          ? 'none yet'
          : chosen.map((row) => `${row.patient} (${row.day.slice(0, 3)})`).join(', ')}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
