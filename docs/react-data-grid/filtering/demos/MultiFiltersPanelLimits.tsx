import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 110 },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 110 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110 },
];

// Each column may be used by one condition at most: a condition offers its own column
// plus the columns that no other condition uses yet.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns
    .filter((column) => column.filterable !== false && (column.field === field || !used.has(column.field)))
    .map((column) => column.field);
};

export default function MultiFiltersPanelLimits() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'priority', operator: 'is', value: 'Urgent' }],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            disableRemoveAllButton: true,
            columnsSort: 'asc',
            filterFormProps: { filterColumns },
          },
        }}
      />
    </Box>
  );
}
