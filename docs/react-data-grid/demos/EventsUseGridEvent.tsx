import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridExpandedSortedRowIdsSelector,
  gridFocusCellSelector,
  useGridApiContext,
  useGridEvent,
  useGridSelector,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { createPickOrders, type PickOrder } from './apiObjectData';

const rows = createPickOrders(20, 11);

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

/** A status bar that follows the pointer (an event) and the keyboard focus (the state) through the cells. */
function CellStatusBar() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState('Point at a cell');
  // The focused cell is part of the grid state: a selector re-renders the footer when it moves.
  const focusedCell = useGridSelector(apiRef, gridFocusCellSelector);
  const rowIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  const focused = focusedCell
    ? `Focus on row ${rowIds.indexOf(focusedCell.id) + 1}, ${focusedCell.field}`
    : 'No cell has focus';

  const handleMouseOver: GridEventListener<'cellMouseOver'> = (params) => {
    const column = apiRef.current.getColumn(params.field);
    setHovered(`${column.headerName ?? params.field}: ${String(params.formattedValue ?? params.value)}`);
  };

  // Subscribed while the footer is mounted, unsubscribed automatically when it unmounts.
  useGridEvent(apiRef, 'cellMouseOver', handleMouseOver);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2, justifyContent: 'flex-start' }}>
      <Typography variant="body2">{hovered}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {focused}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EventsUseGridEvent() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: CellStatusBar }} />
    </Box>
  );
}
