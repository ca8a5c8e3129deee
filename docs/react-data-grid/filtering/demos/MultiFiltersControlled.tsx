import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { AGENTS, PRIORITIES, tickets, type Ticket } from './multiFiltersData';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 110 },
  { field: 'agent', headerName: 'Agent', type: 'singleSelect', valueOptions: AGENTS, width: 110 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110 },
];

export default function MultiFiltersControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'agent', field: 'agent', operator: 'is', value: 'Sigrid' },
      { id: 'priority', field: 'priority', operator: 'isAnyOf', value: ['High', 'Urgent'] },
    ],
    logicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Combine conditions with</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterModel.logicOperator ?? GridLogicOperator.And}
          onChange={(_event, value: GridLogicOperator | null) => {
            if (value) setFilterModel((model) => ({ ...model, logicOperator: value }));
          }}
        >
          <ToggleButton value={GridLogicOperator.And}>and</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>or</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={tickets}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false } }}
        />
      </Box>
    </Stack>
  );
}
