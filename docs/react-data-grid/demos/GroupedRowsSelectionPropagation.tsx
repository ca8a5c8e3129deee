import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  createRowSelectionManager,
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
];

export default function GroupedRowsSelectionPropagation() {
  const apiRef = useGridApiRef();
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [groupsInModel, setGroupsInModel] = React.useState(0);

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    setSelection(model);
    const ids = model.type === 'include' ? [...model.ids] : [];
    setGroupsInModel(ids.filter((id) => apiRef.current?.getRowNode(id)?.type === 'group').length);
  };

  // Only flights count: group rows may be in the model too, but they are not bookable.
  const manager = createRowSelectionManager(selection);
  const picked = flights.filter((flight) => manager.has(flight.id));
  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
      </FormGroup>
      <Typography variant="body2" role="status">
        {picked.length} flights selected ({picked.reduce((sum, flight) => sum + flight.seatsSold, 0)} seats)
        {groupsInModel > 0 ? `, ${groupsInModel} group rows in the model` : ''}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['airline', 'destination'] },
            columns: { columnVisibilityModel: { airline: false, destination: false } },
          }}
          groupingColDef={{ leafField: 'flightNo', headerName: 'Airline / destination / flight', width: 260 }}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={{ descendants, parents }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={handleSelectionChange}
        />
      </Box>
    </Stack>
  );
}
