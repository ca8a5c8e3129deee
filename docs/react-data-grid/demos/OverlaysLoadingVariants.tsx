import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { departures, type Departure } from './overlaysData';

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const VARIANTS: GridLoadingOverlayVariant[] = ['skeleton', 'linear-progress', 'circular-progress'];

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [loading, setLoading] = React.useState(true);
  const [withRows, setWithRows] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_event, next: GridLoadingOverlayVariant | null) => next && setVariant(next)}
        >
          {VARIANTS.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />}
          label="rows loaded"
        />
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={withRows ? departures : []}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
