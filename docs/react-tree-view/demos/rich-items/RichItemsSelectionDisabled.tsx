import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Seat {
  id: string;
  label: string;
  booked?: boolean;
  children?: Seat[];
}

const cinema: Seat[] = [
  {
    id: 'row-a',
    label: 'Row A',
    children: [
      { id: 'a1', label: 'Seat A1' },
      { id: 'a2', label: 'Seat A2 (booked)', booked: true },
      { id: 'a3', label: 'Seat A3' },
    ],
  },
  {
    id: 'row-b',
    label: 'Row B',
    children: [
      { id: 'b1', label: 'Seat B1 (booked)', booked: true },
      { id: 'b2', label: 'Seat B2' },
    ],
  },
];

// Rows and booked seats can't be selected, but rows can still be expanded.
const isSeatUnavailable = (seat: Seat) => Boolean(seat.booked) || seat.id.startsWith('row-');

export default function RichItemsSelectionDisabled() {
  const [seats, setSeats] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Your seats: {seats.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        aria-label="Cinema seats"
        items={cinema}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isSeatUnavailable}
        selectedItems={seats}
        onSelectedItemsChange={(_event, ids) => setSeats(ids)}
        defaultExpandedItems={['row-a', 'row-b']}
      />
    </Box>
  );
}
