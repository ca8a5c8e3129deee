import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, route: 'Coastal loop', distance: 42.5, climb: 380, surface: 'Asphalt', cafe: 'Dune Kiosk' },
  { id: 2, route: 'Quarry hills', distance: 61, climb: 1150, surface: 'Mixed', cafe: 'The Old Forge' },
  { id: 3, route: 'River flats', distance: 28.2, climb: 90, surface: 'Gravel', cafe: 'Lockkeeper' },
];

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 140, hideable: false },
  { field: 'distance', headerName: 'Distance (km)', type: 'number', width: 130 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 110 },
  { field: 'surface', headerName: 'Surface', width: 110 },
  { field: 'cafe', headerName: 'Café stop', width: 140 },
];

export default function ColumnVisibilityToggle() {
  // Columns set to false are hidden; columns missing from the model stay visible.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({ cafe: false });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={visibility.cafe !== false}
            onChange={(event) => setVisibility((model) => ({ ...model, cafe: event.target.checked }))}
          />
        }
        label="Show café stops"
      />
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
      </Box>
    </Box>
  );
}
