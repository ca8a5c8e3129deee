import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { appointmentColumns, appointments, formatSlot, type Appointment } from './listViewClinic';

const NOTES = [
  'Fasting since midnight.',
  'Bring the vaccination card. Second dose of the series; check for a reaction to the first dose before injecting.',
  'Knee exercises reviewed last week. Patient reports less pain on stairs but stiffness in the morning; adjust the programme and book two more sessions.',
  'Annual check.',
];

// Each card shows the clinician's note, whose length varies from one line to several.
const listViewColumn: GridListViewColDef<Appointment> = {
  field: 'noteCard',
  renderCell: ({ row }) => (
    <Stack spacing={0.5} sx={{ py: 1.5, width: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.patient} · {row.reason}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatSlot(row.start)} · {row.clinician}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
        {NOTES[row.id % NOTES.length]}
      </Typography>
    </Stack>
  ),
};

export default function ListViewAutoHeight() {
  return (
    <Box sx={{ height: 480, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={appointments}
        columns={appointmentColumns}
        listView
        listViewColumn={listViewColumn}
        getRowHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
