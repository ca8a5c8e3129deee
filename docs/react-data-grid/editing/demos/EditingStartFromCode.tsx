import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridRowModes, type GridColDef, type GridRowModesModel } from '@mui/x-data-grid';
import { initialVolunteers, ROLES, type Volunteer } from './volunteers';

const columns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 130, editable: true },
  { field: 'phone', headerName: 'Phone', width: 150, editable: true },
  { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
];

export default function EditingStartFromCode() {
  const [rows, setRows] = React.useState(initialVolunteers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {/* fieldToFocus puts the caret in that cell; deleteValue empties it first. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setRowModesModel({ 2: { mode: GridRowModes.Edit, fieldToFocus: 'phone', deleteValue: true } })
          }
        >
          New number for Lars
        </Button>
        {/* initialValue starts the focused field with a value of your choice. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setRowModesModel({ 4: { mode: GridRowModes.Edit, fieldToFocus: 'phone', initialValue: '0161 496 ' } })
          }
        >
          Duc’s number, same exchange
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={(updated: Volunteer) => {
            setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
