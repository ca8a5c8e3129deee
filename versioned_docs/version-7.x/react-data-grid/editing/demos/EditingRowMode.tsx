import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridDeleteIcon,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

const PencilIcon = createSvgIcon(<path d="M4 17.5 15.2 6.3l2.5 2.5L6.5 20H4zM16.6 4.9l1.3-1.3 2.5 2.5-1.3 1.3z" />, 'Pencil');

interface Volunteer {
  id: number;
  name: string;
  shift: string;
  hours: number;
}

const initialVolunteers: Volunteer[] = [
  { id: 1, name: 'Greta Lindahl', shift: 'Saturday morning', hours: 4 },
  { id: 2, name: 'Samir Haddad', shift: 'Saturday afternoon', hours: 3 },
  { id: 3, name: 'Noor Bakker', shift: 'Sunday morning', hours: 5 },
];

export default function EditingRowMode() {
  const [rows, setRows] = React.useState(initialVolunteers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  // Leaving the row by clicking elsewhere does not save it: the Save action (or Enter) does.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const columns: GridColDef<Volunteer>[] = [
    { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 150, editable: true },
    {
      field: 'shift',
      headerName: 'Shift',
      type: 'singleSelect',
      valueOptions: ['Saturday morning', 'Saturday afternoon', 'Sunday morning'],
      width: 180,
      editable: true,
    },
    { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<GridCheckIcon />} label="Save" onClick={() => setMode(id, { mode: GridRowModes.View })} />,
            <GridActionsCellItem
              key="cancel"
              icon={<GridCloseIcon />}
              label="Cancel"
              onClick={() => setMode(id, { mode: GridRowModes.View, ignoreModifications: true })}
            />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<PencilIcon />} label="Edit" onClick={() => setMode(id, { mode: GridRowModes.Edit })} />,
          <GridActionsCellItem
            key="delete"
            icon={<GridDeleteIcon />}
            label="Delete"
            onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow) => {
          setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
