import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { clubs, type Club } from './accessibilityData';

const columns: GridColDef<Club>[] = [
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 170 },
  { field: 'played', headerName: 'Played', type: 'number', width: 80 },
  { field: 'won', headerName: 'Won', type: 'number', width: 70 },
  { field: 'drawn', headerName: 'Drawn', type: 'number', width: 80 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 70 },
  { field: 'points', headerName: 'Points', type: 'number', width: 80 },
];

export default function AccessibilityDensity() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        aria-label="Row density"
        onChange={(_event, value: GridDensity | null) => {
          if (value) setDensity(value);
        }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid
          rows={clubs}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showToolbar
          label="League table, round 22"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
