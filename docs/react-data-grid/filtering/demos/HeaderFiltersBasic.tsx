import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 130 },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 130 },
  {
    field: 'opened',
    headerName: 'Opened',
    type: 'date',
    width: 150,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
];

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'customer', operator: 'contains', value: 'hotel' }] },
          },
        }}
      />
    </Box>
  );
}
