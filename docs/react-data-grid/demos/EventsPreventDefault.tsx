import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  weightKg: number;
  flagged: boolean;
}

const rows: Parcel[] = [
  { id: 'PX-90211', recipient: 'Sofia Marin', city: 'Valencia', weightKg: 1.2, flagged: false },
  { id: 'PX-90214', recipient: 'Kwame Mensah', city: 'Leeds', weightKg: 4.8, flagged: true },
  { id: 'PX-90218', recipient: 'Ingrid Holm', city: 'Aarhus', weightKg: 0.6, flagged: false },
  { id: 'PX-90223', recipient: 'Dario Conti', city: 'Turin', weightKg: 12.4, flagged: false },
  { id: 'PX-90230', recipient: 'Mei Lin', city: 'Rotterdam', weightKg: 2.1, flagged: true },
];

export default function EventsPreventDefault() {
  const [flags, setFlags] = React.useState<Record<string, boolean>>(() =>
    Object.fromEntries(rows.map((row) => [row.id, row.flagged])),
  );
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const columns: GridColDef<Parcel>[] = [
    { field: 'id', headerName: 'Parcel', width: 110 },
    { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
    { field: 'city', headerName: 'City', width: 120 },
    { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
    {
      field: 'flagged',
      headerName: 'Check',
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => flags[row.id] ?? false,
      renderCell: (params) => (
        <Chip
          size="small"
          label={params.value ? 'Flagged' : 'Flag'}
          color={params.value ? 'warning' : 'default'}
        />
      ),
    },
  ];

  // Row selection listens to rowClick. A click on the "Check" cell toggles the flag instead:
  // this listener runs first and tells the grid to skip its own handling of that click.
  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-field="flagged"]')) return;
    event.defaultMuiPrevented = true;
    setFlags((previous) => ({ ...previous, [params.id]: !previous[params.id] }));
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2">
        Selected: {selection.ids.size === 0 ? 'none' : [...selection.ids].join(', ')} · Flagged:{' '}
        {Object.keys(flags)
          .filter((id) => flags[id])
          .join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
