import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Match {
  id: number;
  home: string;
  away: string;
  score: string;
  attendance: number;
}

const CLUBS = [
  'Rivertown FC',
  'Northgate United',
  'Harbour Athletic',
  'Millbrook Rovers',
  'Eastfield City',
  'Oakport Town',
];

const rows: Match[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  home: CLUBS[index % CLUBS.length] ?? '',
  away: CLUBS[(index + 2) % CLUBS.length] ?? '',
  score: `${(index * 7) % 4} – ${(index * 5) % 3}`,
  attendance: 8000 + ((index * 2917) % 21000),
}));

const columns: GridColDef<Match>[] = [
  { field: 'home', headerName: 'Home', flex: 1, minWidth: 150 },
  { field: 'score', headerName: 'Score', width: 90, align: 'center', headerAlign: 'center' },
  { field: 'away', headerName: 'Away', flex: 1, minWidth: 150 },
  { field: 'attendance', headerName: 'Attendance', type: 'number', width: 120 },
];

export default function RowHeightDensity() {
  const [rowHeight, setRowHeight] = React.useState(52);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 220 }}>
          <Typography variant="caption">rowHeight: {rowHeight} px</Typography>
          <Slider
            size="small"
            min={32}
            max={80}
            step={4}
            value={rowHeight}
            onChange={(_event, value) => setRowHeight(value as number)}
            aria-label="Row height"
          />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Density"
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
