import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const columns: GridColDef<Appointment>[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'state', headerName: 'State', width: 120 },
];

const NO_FILTER: GridFilterModel = { items: [] };
const TUESDAY_ONLY: GridFilterModel = { items: [{ field: 'day', operator: 'equals', value: 'Tuesday' }] };

function describe(model: GridRowSelectionModel): string {
  const ids = [...model.ids];
  if (model.type === 'exclude') {
    return ids.length === 0 ? 'exclude, no ids: every row' : `exclude ${ids.length} ids`;
  }
  return `include ${ids.length} ids`;
}

export default function RowSelectionSelectAllModel() {
  const [tuesdayOnly, setTuesdayOnly] = React.useState(false);
  const [skipCancelled, setSkipCancelled] = React.useState(false);
  const [listIds, setListIds] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  // Changing a condition starts from an empty selection, so the next "select all" shows its model.
  const toggle = (setter: (value: boolean) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setter(event.target.checked);
    setSelection({ type: 'include', ids: new Set() });
  };

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={tuesdayOnly} onChange={toggle(setTuesdayOnly)} />}
          label="Filter: Tuesday only"
        />
        <FormControlLabel
          control={<Switch checked={skipCancelled} onChange={toggle(setSkipCancelled)} />}
          label="isRowSelectable: not cancelled"
        />
        <FormControlLabel
          control={<Switch checked={listIds} onChange={toggle(setListIds)} />}
          label="disableRowSelectionExcludeModel"
        />
      </FormGroup>
      <Typography variant="body2" role="status">
        Model after your last click: <strong>{describe(selection)}</strong>
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={appointments}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          filterModel={tuesdayOnly ? TUESDAY_ONLY : NO_FILTER}
          isRowSelectable={skipCancelled ? ({ row }) => row.state !== 'Cancelled' : undefined}
          disableRowSelectionExcludeModel={listIds}
          hideFooterPagination
        />
      </Box>
    </Stack>
  );
}
