import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { clubs, type Club } from './accessibilityData';

const columns: GridColDef<Club>[] = [
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 170 },
  { field: 'won', headerName: 'Won', type: 'number', width: 70 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 70 },
  { field: 'goalDifference', headerName: 'Goal difference', type: 'number', width: 140 },
  { field: 'points', headerName: 'Points', type: 'number', width: 80 },
];

export default function AccessibilityFocus() {
  const apiRef = useGridApiRef();

  /** Moves keyboard focus to the points cell of the first club in the relegation zone (bottom three). */
  const focusRelegationZone = () => {
    const api = apiRef.current;
    if (!api) return;
    const sortedIds = api.getSortedRowIds();
    const targetId = sortedIds[sortedIds.length - 3];
    if (targetId === undefined) return;
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(targetId),
      colIndex: api.getColumnIndex('points'),
    });
    api.setCellFocus(targetId, 'points');
  };

  return (
    <Stack spacing={1.5}>
      <Box>
        <Button variant="outlined" size="small" onClick={focusRelegationZone}>
          Focus the relegation zone
        </Button>
      </Box>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={clubs}
          columns={columns}
          aria-label="League table with goal difference"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
