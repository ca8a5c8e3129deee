import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createDepartures, formatTime, type Departure } from './sortingData';

const allDepartures = createDepartures(40);

/** Stands in for a flight information API: sorts on the "server" and answers after 600 ms. */
function fetchDepartures(sortModel: GridSortModel): Promise<Departure[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const sorted = [...allDepartures];
      const [rule] = sortModel;
      if (rule?.sort) {
        const field = rule.field as keyof Departure;
        const sign = rule.sort === 'asc' ? 1 : -1;
        sorted.sort((a, b) => {
          const left = a[field] ?? '';
          const right = b[field] ?? '';
          return left < right ? -sign : left > right ? sign : 0;
        });
      }
      resolve(sorted.slice(0, 12));
    }, 600);
  });
}

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'scheduled',
    headerName: 'Departs',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => formatTime(value),
  },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function SortingServer() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'scheduled', sort: 'asc' }]);
  // The last answer and the sort model it was for: loading until it matches the current model.
  const [answer, setAnswer] = React.useState<{ model: GridSortModel; rows: Departure[] } | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchDepartures(sortModel).then((rows) => {
      if (active) setAnswer({ model: sortModel, rows });
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  const loading = answer?.model !== sortModel;
  const rows = answer?.rows ?? [];

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
