import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
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
import { createRosterServer, type StoredVolunteer } from './volunteerServer';
import { nextId, ROLES } from './volunteers';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddRow?: () => void;
  }
}

type Row = StoredVolunteer & { isNew?: boolean };

function AddToolbar({ onAddRow }: { onAddRow?: () => void }) {
  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={onAddRow}>
        Add volunteer
      </Button>
    </Toolbar>
  );
}

const keepRowOpen: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
};

export default function CrudServerSync() {
  // One server per mounted demo, created on the first render only.
  const [server] = React.useState(createRosterServer);
  const [rows, setRows] = React.useState<Row[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [error, setError] = React.useState<string | null>(null);
  // The row removed last, kept until its undo window closes.
  const [removed, setRemoved] = React.useState<{ row: Row; index: number } | null>(null);

  React.useEffect(() => {
    let active = true;
    server.list().then((list) => {
      if (!active) return;
      setRows(list);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [server]);

  const addRow = () => {
    const id = nextId(rows);
    const draft: Row = { id, name: '', role: 'Kitchen', phone: '', hoursPerWeek: 3, active: true, updatedAt: '', isNew: true };
    setRows((current) => [draft, ...current]);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const cancel = (id: GridRowId) => {
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
    setError(null);
  };

  // Removed from the grid at once; the request is only sent when the undo window closes.
  const remove = (row: Row) => {
    if (removed) void server.remove(removed.row.id);
    setRemoved({ row, index: rows.findIndex((candidate) => candidate.id === row.id) });
    setRows((current) => current.filter((candidate) => candidate.id !== row.id));
  };

  const undo = () => {
    if (!removed) return;
    const { row, index } = removed;
    setRows((current) => [...current.slice(0, index), row, ...current.slice(index)]);
    setRemoved(null);
  };

  const commitRemoval = () => {
    if (removed) void server.remove(removed.row.id);
    setRemoved(null);
  };

  const processRowUpdate = async (row: Row): Promise<Row> => {
    const { isNew, updatedAt: _savedAt, ...volunteer } = row;
    // The server's answer, with its timestamp, replaces the row in the grid.
    const stored = isNew ? await server.create(volunteer) : await server.update(volunteer);
    setRows((current) => current.map((candidate) => (candidate.id === stored.id ? stored : candidate)));
    setError(null);
    return stored;
  };

  const columns: GridColDef<Row>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 120, editable: true },
    { field: 'phone', headerName: 'Phone', width: 140, editable: true },
    { field: 'hoursPerWeek', headerName: 'Hours', type: 'number', width: 80, editable: true },
    {
      field: 'updatedAt',
      headerName: 'Saved at (UTC)',
      width: 130,
      valueFormatter: (value: string) => (value ? value.slice(11, 16) : 'not saved'),
    },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<GridCheckIcon />}
                label="Save"
                onClick={() => setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View } }))}
              />,
              <GridActionsCellItem key="cancel" icon={<GridCloseIcon />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                label="Edit"
                showInMenu
                onClick={() =>
                  setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }))
                }
              />,
              <GridActionsCellItem key="delete" icon={<GridDeleteIcon />} label={`Delete ${row.name}`} onClick={() => remove(row)} />,
            ],
    },
  ];

  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error} The row stays open: correct it and save again, or cancel.</Alert>}
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={keepRowOpen}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: unknown) =>
            setError(reason instanceof Error ? reason.message : 'The roster server did not save the change.')
          }
          showToolbar
          slots={{ toolbar: AddToolbar }}
          slotProps={{ toolbar: { onAddRow: addRow } }}
          hideFooter
        />
      </Box>
      <Snackbar
        open={removed !== null}
        autoHideDuration={5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') commitRemoval();
        }}
        message={removed ? `${removed.row.name} removed` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </Stack>
  );
}
