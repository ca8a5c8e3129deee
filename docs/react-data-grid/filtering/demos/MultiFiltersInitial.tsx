import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 110 },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 110 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110 },
  { field: 'escalated', headerName: 'Escalated', type: 'boolean', width: 100 },
];

export default function MultiFiltersInitial() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              // Needs attention: urgent, or escalated, or open for more than four days.
              items: [
                { id: 1, field: 'priority', operator: 'is', value: 'Urgent' },
                { id: 2, field: 'escalated', operator: 'is', value: 'true' },
                { id: 3, field: 'hoursOpen', operator: '>', value: 96 },
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
