import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const initialEmails = [
  { id: 1, from: 'Harbour Authority', subject: 'Berth allocation for May', received: new Date(2024, 3, 22, 9, 14), size: 48, folder: 'Inbox', label: 'Operations' },
  { id: 2, from: 'Sail Loft', subject: 'Quote for the new jib', received: new Date(2024, 3, 22, 11, 2), size: 120, folder: 'Inbox', label: 'Suppliers' },
  { id: 3, from: 'Tide tables', subject: 'Weekly tides, week 17', received: new Date(2024, 3, 21, 6, 0), size: 16, folder: 'Updates', label: '' },
];

export default function PinningSelectionActions() {
  const [rows, setRows] = React.useState(initialEmails);

  const columns: GridColDef[] = [
    { field: 'from', headerName: 'From', width: 170 },
    { field: 'subject', headerName: 'Subject', width: 260 },
    { field: 'received', headerName: 'Received', type: 'dateTime', width: 190 },
    { field: 'size', headerName: 'Size (kB)', type: 'number', width: 110 },
    { field: 'folder', headerName: 'Folder', width: 120 },
    { field: 'label', headerName: 'Label', width: 130 },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ id }) => [
        <GridActionsCellItem
          key="delete"
          icon={<GridDeleteIcon />}
          label="Delete"
          onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
        />,
      ],
    },
  ];

  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        // The checkbox column has a field of its own; the actions column is pinned like any other.
        initialState={{ pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'from'], right: ['actions'] } }}
        hideFooter
      />
    </Box>
  );
}
