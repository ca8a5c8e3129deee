import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
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

/** A status bar that follows the pointer and the keyboard focus through the cells. */
function CellStatusBar() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState('Point at a cell');
  const [focused, setFocused] = React.useState('No cell has focus');

  const handleMouseOver: GridEventListener<'cellMouseOver'> = (params) => {
    const column = apiRef.current.getColumn(params.field);
    setHovered(`${column.headerName ?? params.field}: ${String(params.formattedValue ?? params.value)}`);
  };
  const handleFocusIn: GridEventListener<'cellFocusIn'> = (params) => {
    setFocused(`Focus on row ${apiRef.current.getRowIndexRelativeToVisibleRows(params.id) + 1}, ${params.field}`);
  };

  // Subscribed while the footer is mounted, unsubscribed automatically when it unmounts.
  useGridEvent(apiRef, 'cellMouseOver', handleMouseOver);
  useGridEvent(apiRef, 'cellFocusIn', handleFocusIn);

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
