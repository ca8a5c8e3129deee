import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

/** One select instead of the operator menu and value input: "any priority" clears the filter. */
function PriorityHeaderFilter({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const value = typeof item.value === 'string' ? item.value : '';

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Priority"
      value={value}
      onChange={(event) => {
        if (event.target.value === '') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: event.target.value });
        }
      }}
    >
      <MenuItem value="">Any priority</MenuItem>
      {PRIORITIES.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100, filterable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: PRIORITIES,
    width: 150,
    renderHeaderFilter: (params) => <PriorityHeaderFilter {...params} />,
  },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 140 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 130 },
];

export default function HeaderFiltersCustom() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        // No operator menus: each header filter uses its column's first operator.
        slots={{ headerFilterMenu: null }}
      />
    </Box>
  );
}
