import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { flights, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  // Every flight number is unique: grouping by it would give one group per row.
  { field: 'flightNo', headerName: 'Flight', width: 110, groupable: false },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'origin', headerName: 'From', width: 90 },
  { field: 'destination', headerName: 'To', width: 90 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110, groupable: false },
];

// Open the KLM group only; every other group starts collapsed.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'airline' && node.groupingKey === 'KLM';

export default function RowGroupingRestricted() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={flights}
          columns={columns}
          initialState={{ rowGrouping: { model: ['airline'] } }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          disableRowGrouping={disabled}
        />
      </Box>
    </Box>
  );
}
