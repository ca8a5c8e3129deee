import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 130 },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 130 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 130 },
];

const EMPTY_MODEL: GridFilterModel = { items: [] };

// A preset written by the page: it appears in the header filter cells like typed conditions.
const STALE_URGENT: GridFilterModel = {
  items: [
    { id: 'priority', field: 'priority', operator: 'is', value: 'Urgent' },
    { id: 'hoursOpen', field: 'hoursOpen', operator: '>', value: 48 },
  ],
};

export default function HeaderFiltersModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(STALE_URGENT);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(STALE_URGENT)}>
          Urgent, open over 48 h
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(EMPTY_MODEL)}>
          Clear filters
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={tickets}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
      >
        {JSON.stringify(
          filterModel.items.map(
            ({ field, operator, value }: { field: string; operator: string; value?: unknown }) => ({
              field,
              operator,
              value,
            }),
          ),
        )}
      </Typography>
    </Stack>
  );
}
