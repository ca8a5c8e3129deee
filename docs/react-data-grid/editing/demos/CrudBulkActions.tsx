import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  createRowSelectionManager,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { initialVolunteers, ROLES, type Volunteer } from './volunteers';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    selectedCount?: number;
    onDeactivate?: () => void;
    onDelete?: () => void;
  }
}

interface BulkToolbarProps {
  selectedCount?: number;
  onDeactivate?: () => void;
  onDelete?: () => void;
}

function BulkToolbar({ selectedCount = 0, onDeactivate, onDelete }: BulkToolbarProps) {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 0.5 }}>
        {selectedCount === 0 ? 'Select volunteers for a bulk action' : `${selectedCount} selected`}
      </Typography>
      <Button size="small" disabled={selectedCount === 0} onClick={onDeactivate}>
        Mark inactive
      </Button>
      <Button size="small" color="error" disabled={selectedCount === 0} onClick={onDelete}>
        Delete
      </Button>
    </Toolbar>
  );
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function CrudBulkActions() {
  const [rows, setRows] = React.useState<Volunteer[]>(initialVolunteers);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(EMPTY_SELECTION);

  // "Select all" may produce an exclude model: resolve it against the rows before acting.
  const manager = createRowSelectionManager(selection);
  const selectedIds = new Set(rows.filter((row) => manager.has(row.id)).map((row) => row.id));

  const columns: GridColDef<Volunteer>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 130, editable: true },
    { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 90, editable: true },
  ];

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        processRowUpdate={(updated: Volunteer) => {
          setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        showToolbar
        slots={{ toolbar: BulkToolbar }}
        slotProps={{
          toolbar: {
            selectedCount: selectedIds.size,
            onDeactivate: () =>
              setRows((current) => current.map((row) => (selectedIds.has(row.id) ? { ...row, active: false } : row))),
            onDelete: () => {
              setRows((current) => current.filter((row) => !selectedIds.has(row.id)));
              setSelection(EMPTY_SELECTION);
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
