import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  type GridRowHeightParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  guest: string;
  stay: string;
  rating: number;
  text: string;
}

const rows: Review[] = [
  {
    id: 1,
    guest: 'Helga M.',
    stay: 'Harbour room, 3 nights',
    rating: 5,
    text: 'Quiet room facing the harbour, spotless bathroom and a breakfast worth getting up for. The staff kept our bikes in the back office overnight without us even asking. We will be back in autumn.',
  },
  {
    id: 2,
    guest: 'Tunde A.',
    stay: 'Garden suite, 2 nights',
    rating: 3,
    text: 'Lovely suite, but the wifi dropped every evening and the heating took a long time to warm the room. Reception moved us to another room on the second night, which helped.',
  },
  {
    id: 3,
    guest: 'Camille R.',
    stay: 'Single room, 1 night',
    rating: 4,
    text: 'Small but clever room, good mattress. Street noise until midnight on a Friday.',
  },
  {
    id: 4,
    guest: 'Ravi K.',
    stay: 'Family room, 5 nights',
    rating: 5,
    text: 'Travelling with two children under six was easy here: a cot was ready when we arrived, the kitchen warmed bottles at any hour and the garden kept the kids busy while we had coffee. Parking is tight, so arrive early.',
  },
];

export default function RowRecipesExpandOnClick() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<GridRowId>>(() => new Set());

  const handleRowClick: GridEventListener<'rowClick'> = ({ id }) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  };

  const columns = React.useMemo<GridColDef<Review>[]>(
    () => [
      { field: 'guest', headerName: 'Guest', width: 120 },
      { field: 'stay', headerName: 'Stay', width: 190 },
      { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
      {
        field: 'text',
        headerName: 'Review (click a row to read it all)',
        flex: 1,
        minWidth: 240,
        renderCell: ({ id, value }) =>
          expanded.has(id) ? (
            <Box sx={{ py: 1.5, whiteSpace: 'normal', lineHeight: 1.5 }}>{value}</Box>
          ) : (
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</Box>
          ),
      },
    ],
    [expanded],
  );

  // Only expanded rows are measured; the others keep the standard height.
  const getRowHeight = React.useCallback(
    ({ id }: GridRowHeightParams) => (expanded.has(id) ? 'auto' : null),
    [expanded],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
