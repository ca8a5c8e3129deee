import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(20);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const WIDTHS = ['100%', '75%', '50%'] as const;
type ParentWidth = (typeof WIDTHS)[number];

export default function LayoutFixedHeight() {
  const [width, setWidth] = React.useState<ParentWidth>('100%');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_event, next: ParentWidth | null) => next && setWidth(next)}
        aria-label="Width of the parent"
        sx={{ mb: 1 }}
      >
        {WIDTHS.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The parent sets the size: a fixed height and a percentage width. */}
      <Box sx={{ height: 320, width }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
