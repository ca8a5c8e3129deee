import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const tickets = [
  { id: 101, subject: 'Invoice shows wrong VAT', priority: 'high', channel: 'email', waitingHours: 30 },
  { id: 102, subject: 'Cannot reset password', priority: 'urgent', channel: 'chat', waitingHours: 2 },
  { id: 103, subject: 'Feature request: dark mode', priority: 'low', channel: 'email', waitingHours: 96 },
  { id: 104, subject: 'App crashes on upload', priority: 'urgent', channel: 'phone', waitingHours: 5 },
  { id: 105, subject: 'Change billing address', priority: 'normal', channel: 'chat', waitingHours: 12 },
  { id: 106, subject: 'Export to CSV is slow', priority: 'high', channel: 'email', waitingHours: 40 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['urgent', 'high', 'normal', 'low'],
    width: 110,
  },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'waitingHours', headerName: 'Waiting (h)', type: 'number', width: 110 },
];

const views: { label: string; model: GridFilterModel }[] = [
  { label: 'All tickets', model: { items: [] } },
  { label: 'Urgent', model: { items: [{ field: 'priority', operator: 'is', value: 'urgent' }] } },
  { label: 'Waiting over a day', model: { items: [{ field: 'waitingHours', operator: '>', value: 24 }] } },
  {
    label: 'Email or chat',
    model: { items: [{ field: 'channel', operator: 'isAnyOf', value: ['email', 'chat'] }] },
  },
];

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {views.map((view) => (
          <Chip
            key={view.label}
            label={view.label}
            color={JSON.stringify(view.model.items) === JSON.stringify(filterModel.items) ? 'primary' : 'default'}
            onClick={() => setFilterModel(view.model)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          filterModel={filterModel}
          // Changes made in the filter panel come back here.
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
