import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

const climbs = [
  { id: 1, route: 'Slab of Patience', crag: 'Gull Point', grade: '5a', length: 24, bolts: 8, firstAscent: 1978, rock: 'Granite' },
  { id: 2, route: 'The Kestrel Crack', crag: 'High Tor', grade: '6b+', length: 31, bolts: 0, firstAscent: 1991, rock: 'Limestone' },
  { id: 3, route: 'Moonwalker', crag: 'Gull Point', grade: '7a', length: 18, bolts: 7, firstAscent: 2004, rock: 'Granite' },
  { id: 4, route: 'Quiet Arête', crag: 'Ravens Nab', grade: '4c', length: 15, bolts: 5, firstAscent: 1965, rock: 'Gritstone' },
];

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', width: 180 },
  { field: 'crag', headerName: 'Crag', width: 140 },
  { field: 'length', headerName: 'Length (m)', type: 'number', width: 130 },
  { field: 'bolts', headerName: 'Bolts', type: 'number', width: 110 },
  { field: 'firstAscent', headerName: 'First ascent', type: 'number', width: 140, valueFormatter: (value: number) => String(value) },
  { field: 'rock', headerName: 'Rock', width: 140 },
  // Readers cannot pin this column: its menu has no pinning entries.
  { field: 'grade', headerName: 'Grade', width: 100, pinnable: false },
];

export default function PinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({ left: ['route'] });
  const routePinned = pinnedColumns.left?.includes('route') ?? false;

  const toggleRoute = (pin: boolean) =>
    setPinnedColumns((current) => ({
      ...current,
      left: pin ? ['route', ...(current.left ?? []).filter((field) => field !== 'route')] : (current.left ?? []).filter((field) => field !== 'route'),
    }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={routePinned} onChange={(event) => toggleRoute(event.target.checked)} />} label="Keep route names in view" />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={climbs}
          columns={columns}
          pinnedColumns={pinnedColumns}
          // Pinning from a column menu reports here, so the switch follows it.
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
