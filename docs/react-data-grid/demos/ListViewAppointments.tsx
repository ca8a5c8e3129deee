import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { appointmentColumns, appointments, formatSlot, type Appointment } from './listViewClinic';

// One cell per row, rendered like a card: the columns are still used for sorting and filtering.
const listViewColumn: GridListViewColDef<Appointment> = {
  field: 'listCell',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {row.patient} · {row.reason}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {formatSlot(row.start)} · {row.clinician} · {row.room}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={row.status}
        color={row.status === 'Cancelled' ? 'default' : row.status === 'Checked in' ? 'success' : 'primary'}
        variant={row.status === 'Booked' ? 'outlined' : 'filled'}
      />
    </Stack>
  ),
};

export default function ListViewAppointments() {
  return (
    <Box sx={{ height: 480, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={appointments}
        columns={appointmentColumns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        showToolbar
      />
    </Box>
  );
}
