import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  weeklyHours: number;
}

const initialRows: Employee[] = [
  { id: 1, name: 'Ines Moreau', team: 'Logistics', weeklyHours: 38 },
  { id: 2, name: 'Tomasz Wójcik', team: 'Quality', weeklyHours: 40 },
  { id: 3, name: 'Aiko Tanaka', team: 'Procurement', weeklyHours: 32 },
  { id: 4, name: 'Samuel Adeyemi', team: 'Logistics', weeklyHours: 24 },
];

// Keep the row open when the user clicks elsewhere; only the buttons commit or cancel.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditingControlledRows() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const edit = (id: GridRowId) =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit } }));
  const save = (id: GridRowId) =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.View } }));
  const cancel = (id: GridRowId) =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));

  const columns: GridColDef<Employee>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    {
      field: 'team',
      headerName: 'Team',
      width: 150,
      editable: true,
      type: 'singleSelect',
      valueOptions: ['Logistics', 'Quality', 'Procurement'],
    },
    { field: 'weeklyHours', headerName: 'Hours / week', type: 'number', width: 130, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<GridCheckIcon />}
                label="Save"
                onClick={() => save(id)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<GridCloseIcon />}
                label="Cancel"
                onClick={() => cancel(id)}
              />,
            ]
          : [<GridActionsCellItem key="edit" label="Edit row" showInMenu onClick={() => edit(id)} />],
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Employee) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
