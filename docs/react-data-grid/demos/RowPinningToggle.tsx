import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp, type GridRowId } from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
}

const DESTINATIONS = ['Lisbon', 'Oslo', 'Vienna', 'Dublin', 'Krakow', 'Seville', 'Tallinn', 'Naples'];

/** An afternoon departures board, one flight every 20 minutes from 13:00. */
const flights: Flight[] = DESTINATIONS.map((destination, index) => {
  const minutes = 13 * 60 + index * 20;
  return {
    id: `dep-${index}`,
    flight: `XD ${410 + index * 7}`,
    destination,
    departure: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`,
    gate: `B${(index % 6) + 1}`,
  };
});

export default function RowPinningToggle() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>(['dep-3']);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((ids) => (ids.includes(id) ? ids.filter((pinned) => pinned !== id) : [...ids, id]));
  }, []);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      {
        field: 'pin',
        headerName: '',
        width: 100,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ id }) => (
          <Button size="small" onClick={() => togglePin(id)}>
            {pinnedIds.includes(id) ? 'Unpin' : 'Pin'}
          </Button>
        ),
      },
      { field: 'flight', headerName: 'Flight', width: 100 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
      { field: 'departure', headerName: 'Departs', width: 100 },
      { field: 'gate', headerName: 'Gate', width: 80 },
    ],
    [pinnedIds, togglePin],
  );

  // A row is either pinned or in `rows`, never both.
  const rows = React.useMemo(() => flights.filter((flight) => !pinnedIds.includes(flight.id)), [pinnedIds]);
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Flight>>(
    () => ({ top: pinnedIds.flatMap((id) => flights.filter((flight) => flight.id === id)) }),
    [pinnedIds],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
