import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridActionsCellItem, GridAddIcon, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { initialVolunteers, nextId, ROLES, validateVolunteer, type Volunteer, type VolunteerRole } from './volunteers';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onCreate?: () => void;
  }
}

type Draft = Omit<Volunteer, 'id'> & { id: number | null };
const EMPTY: Draft = { id: null, name: '', role: 'Driver', phone: '', hoursPerWeek: 4, active: true };

function VolunteerForm(props: { draft: Draft; onCancel: () => void; onSave: (draft: Draft) => void }) {
  const [draft, setDraft] = React.useState(props.draft);
  const [tried, setTried] = React.useState(false);
  const problem = validateVolunteer(draft);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Box
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        setTried(true);
        if (!problem) props.onSave(draft);
      }}
    >
      <DialogTitle>{draft.id === null ? 'New volunteer' : `Edit ${props.draft.name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" value={draft.name} onChange={(event) => change({ name: event.target.value })} autoFocus />
          <TextField
            select
            label="Role"
            value={draft.role}
            onChange={(event) => change({ role: event.target.value as VolunteerRole })}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Phone" value={draft.phone} onChange={(event) => change({ phone: event.target.value })} />
          <TextField
            label="Hours per week"
            type="number"
            value={draft.hoursPerWeek}
            onChange={(event) => change({ hoursPerWeek: Number(event.target.value) })}
          />
          <FormControlLabel
            control={<Switch checked={draft.active} onChange={(event) => change({ active: event.target.checked })} />}
            label="Active"
          />
          {tried && problem && <DialogContentText sx={{ color: 'error.main' }}>{problem}</DialogContentText>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}

function FormToolbar({ onCreate }: { onCreate?: () => void }) {
  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={onCreate}>
        New volunteer
      </Button>
    </Toolbar>
  );
}

export default function CrudDialogForm() {
  const [rows, setRows] = React.useState<Volunteer[]>(initialVolunteers);
  const [editing, setEditing] = React.useState<Draft | null>(null);
  const [deleting, setDeleting] = React.useState<Volunteer | null>(null);

  const save = (draft: Draft) => {
    if (draft.id === null) {
      const created: Volunteer = { ...draft, id: nextId(rows) };
      setRows((current) => [...current, created]);
    } else {
      const updated: Volunteer = { ...draft, id: draft.id };
      setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    }
    setEditing(null);
  };

  const columns: GridColDef<Volunteer>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'role', headerName: 'Role', width: 120 },
    { field: 'phone', headerName: 'Phone', width: 140 },
    { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120 },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ row }) => [
        <GridActionsCellItem key="edit" label="Edit…" showInMenu onClick={() => setEditing({ ...row })} />,
        <GridActionsCellItem key="delete" label="Delete…" showInMenu onClick={() => setDeleting(row)} />,
      ],
    },
  ];

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onRowDoubleClick={({ row }) => setEditing({ ...(row as Volunteer) })}
        showToolbar
        slots={{ toolbar: FormToolbar }}
        slotProps={{ toolbar: { onCreate: () => setEditing(EMPTY) } }}
        hideFooter
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        {/* A new form per opening, so its state starts from the row being edited. */}
        {editing && <VolunteerForm key={editing.id ?? 'new'} draft={editing} onCancel={() => setEditing(null)} onSave={save} />}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>Remove {deleting?.name} from the roster?</DialogTitle>
        <DialogContent>
          <DialogContentText>Their shifts will need a new volunteer.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Keep</Button>
          <Button
            color="error"
            onClick={() => {
              setRows((current) => current.filter((row) => row.id !== deleting?.id));
              setDeleting(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
