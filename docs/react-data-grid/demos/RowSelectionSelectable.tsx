import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const columns: GridColDef<Appointment>[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'state', headerName: 'State', width: 120 },
];

/** A cancelled appointment cannot be picked for the reminder e-mail. */
const canRemind = (params: GridRowParams<Appointment>) => params.row.state !== 'Cancelled';

export default function RowSelectionSelectable() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={appointments}
        columns={columns}
        checkboxSelection
        isRowSelectable={canRemind}
        hideFooterPagination
      />
    </Box>
  );
}
