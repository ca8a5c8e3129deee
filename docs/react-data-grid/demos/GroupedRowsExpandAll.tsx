import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
];

export default function GroupedRowsExpandAll() {
  const apiRef = useGridApiRef();

  /** Opens or closes every group down to `depth` (0 is the first level). */
  const expandTo = (depth: number) => {
    const api = apiRef.current;
    if (!api) return;
    const groups = Object.values(gridRowTreeSelector(apiRef)).filter(
      (node): node is GridGroupNode => node.type === 'group' && node.depth >= 0,
    );
    groups.forEach((node) => api.setRowChildrenExpansion(node.id, node.depth < depth));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => expandTo(0)}>
          Collapse all
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandTo(1)}>
          Airlines open
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandTo(2)}>
          Expand all
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['airline', 'destination'] },
            columns: { columnVisibilityModel: { airline: false, destination: false } },
          }}
          // On load, only the KLM group is open.
          isGroupExpandedByDefault={(node) => node.groupingField === 'airline' && node.groupingKey === 'KLM'}
          groupingColDef={{ headerName: 'Airline / destination', width: 200, leafField: 'flightNo' }}
        />
      </Box>
    </Stack>
  );
}
