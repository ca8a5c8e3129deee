import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { appointmentColumns, appointments, formatSlot, type Appointment } from './listViewClinic';

const listViewColumn: GridListViewColDef<Appointment> = {
  field: 'listCell',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.patient}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatSlot(row.start)} · {row.status}
      </Typography>
    </Box>
  ),
};

export default function ListViewToggle() {
  const [view, setView] = React.useState<'list' | 'table'>('list');
  const isList = view === 'list';

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: 'list' | 'table' | null) => next && setView(next)}
        aria-label="Layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={appointments}
          columns={appointmentColumns}
          listView={isList}
          listViewColumn={listViewColumn}
          rowHeight={isList ? 60 : 52}
          initialState={{ sorting: { sortModel: [{ field: 'start', sort: 'asc' }] } }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        The sort order is kept when you switch layouts.
      </Typography>
    </Box>
  );
}
