import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { appointments, type Appointment } from './rowSelectionData';

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'treatment', headerName: 'Treatment', width: 160 },
  { field: 'therapist', headerName: 'Therapist', width: 120 },
];

export default function RowSelectionCheckbox() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={appointments.filter((appointment) => appointment.day === 'Monday')}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        hideFooterPagination
      />
    </Box>
  );
}
