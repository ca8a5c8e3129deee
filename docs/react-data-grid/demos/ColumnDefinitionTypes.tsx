import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { createFlights, type Flight, type FlightStatus } from './columnsData';

interface BoardRow extends Flight {
  remarks: string;
}

const REMARKS = [
  'Crew change in transit. Catering loaded at the gate, expect a short delay to doors closing.',
  'Wheelchair assistance booked for three passengers; notify ground staff before boarding.',
  'Fully booked. Offer free hold luggage to volunteers who check in their cabin bags.',
  'No remarks.',
];

const initialRows: BoardRow[] = createFlights(10).map((flight, index) => ({
  ...flight,
  remarks: REMARKS[index % REMARKS.length] ?? '',
}));

function buildColumns(setStatus: (id: number, status: FlightStatus) => void): GridColDef<BoardRow>[] {
  return [
    { field: 'flightNumber', headerName: 'Flight (string)', width: 130 },
    { field: 'booked', headerName: 'Booked (number)', type: 'number', width: 140 },
    { field: 'departure', headerName: 'Departure (dateTime)', type: 'dateTime', width: 200 },
    {
      field: 'serviceDay',
      headerName: 'Service day (date)',
      type: 'date',
      width: 150,
      valueGetter: (_value, row) => row.departure,
    },
    { field: 'international', headerName: 'International (boolean)', type: 'boolean', width: 180 },
    {
      field: 'status',
      headerName: 'Status (singleSelect)',
      type: 'singleSelect',
      valueOptions: ['On time', 'Boarding', 'Delayed', 'Cancelled'],
      editable: true,
      width: 170,
    },
    { field: 'remarks', headerName: 'Remarks (longText)', type: 'longText', width: 220 },
    {
      field: 'actions',
      headerName: 'Actions',
      type: 'actions',
      width: 90,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            label="Start boarding"
            showInMenu
            onClick={() => setStatus(params.row.id, 'Boarding')}
          />
          <GridActionsCellItem
            label="Report a delay"
            showInMenu
            onClick={() => setStatus(params.row.id, 'Delayed')}
          />
        </GridActionsCell>
      ),
    },
  ];
}

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState(initialRows);
  const columns = React.useMemo(
    () =>
      buildColumns((id, status) =>
        setRows((current) => current.map((row) => (row.id === id ? { ...row, status } : row))),
      ),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
