import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridActionsCellItem,
  GridAddIcon,
  GridCheckIcon,
  GridCloseIcon,
  GridDeleteIcon,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { initialVolunteers, nextId, ROLES, validateVolunteer, type Volunteer } from './volunteers';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddVolunteer?: () => void;
  }
}

/** A row being created carries `isNew` until it is saved for the first time. */
type RosterRow = Volunteer & { isNew?: boolean };

function RosterToolbar({ onAddVolunteer }: { onAddVolunteer?: () => void }) {
  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={onAddVolunteer}>
        Add volunteer
      </Button>
    </Toolbar>
  );
}

// Only the Save and Cancel buttons end editing; a click elsewhere keeps the row open.
const keepRowOpen: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
};

export default function CrudRowEditing() {
  const [rows, setRows] = React.useState<RosterRow[]>(initialVolunteers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [error, setError] = React.useState<string | null>(null);

  const addVolunteer = () => {
    const id = nextId(rows);
    setRows((current) => [
      { id, name: '', role: 'Warehouse', phone: '', hoursPerWeek: 4, active: true, isNew: true },
      ...current,
    ]);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const cancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A new row that is cancelled was never saved: remove it.
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
    setError(null);
  };

  const remove = (id: GridRowId) => setRows((current) => current.filter((row) => row.id !== id));

  const processRowUpdate = (updated: RosterRow) => {
    const problem = validateVolunteer(updated);
    // Throwing keeps the row in edit mode with what the reader typed.
    if (problem) throw new Error(problem);
    const saved: RosterRow = { ...updated, isNew: false };
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    setError(null);
    return saved;
  };

  const columns: GridColDef<RosterRow>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 130, editable: true },
    { field: 'phone', headerName: 'Phone', width: 140, editable: true },
    { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<GridCheckIcon />}
                label="Save"
                onClick={() => setMode(id, { mode: GridRowModes.View })}
              />,
              <GridActionsCellItem key="cancel" icon={<GridCloseIcon />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                label="Edit"
                showInMenu
                onClick={() => setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' })}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<GridDeleteIcon />}
                label={`Delete ${row.name}`}
                onClick={() => remove(id)}
              />,
            ],
    },
  ];

  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={keepRowOpen}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: unknown) =>
            setError(reason instanceof Error ? reason.message : 'The volunteer could not be saved.')
          }
          showToolbar
          slots={{ toolbar: RosterToolbar }}
          slotProps={{ toolbar: { onAddVolunteer: addVolunteer } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
