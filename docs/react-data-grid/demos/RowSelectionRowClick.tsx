import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const monday = appointments.filter((row) => row.day === 'Monday');

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'treatment', headerName: 'Treatment', width: 160 },
];

export default function RowSelectionRowClick() {
  const [checkboxes, setCheckboxes] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([301, 303]),
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={checkboxes}
            onChange={(event) => {
              setCheckboxes(event.target.checked);
              // Without checkboxes the MIT grid accepts one selected row at most: keep the first one.
              if (!event.target.checked) {
                const [first] = selection.type === 'include' ? [...selection.ids] : [];
                setSelection({ type: 'include', ids: new Set(first === undefined ? [] : [first]) });
              }
            }}
          />
        }
        label="checkboxSelection"
      />
      <Typography variant="body2" role="status">
        Selected ids: {[...selection.ids].join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={monday}
          columns={columns}
          checkboxSelection={checkboxes}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
