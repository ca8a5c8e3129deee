import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Vessel {
  id: string;
  name: string;
  flag: string;
  eta: string;
  cargo: string;
}

const vessels: Vessel[] = [
  { id: 'IMO9321483', name: 'Nordic Tern', flag: 'Norway', eta: '06:30', cargo: '1 240 containers, mostly refrigerated fish' },
  { id: 'IMO9462017', name: 'Santa Irene', flag: 'Portugal', eta: '09:10', cargo: 'Cork, wine and ceramic tiles on pallets' },
  { id: 'IMO9184503', name: 'Baltic Crane', flag: 'Latvia', eta: '13:45', cargo: 'Timber, 18 000 m³' },
];

const columns: GridColDef<Vessel>[] = [
  { field: 'name', headerName: 'Vessel', flex: 1, minWidth: 150 },
  { field: 'flag', headerName: 'Flag', width: 110 },
  { field: 'eta', headerName: 'ETA', width: 90 },
];

export default function DetailPanelControlled() {
  // v7: the expanded panels are an array of row ids.
  const [expanded, setExpanded] = React.useState<GridRowId[]>(['IMO9462017']);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Vessel>) => (
      <Typography variant="body2" sx={{ px: 6, py: 1.5 }}>
        Cargo: {row.cargo}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 48, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" onClick={() => setExpanded(vessels.map((vessel) => vessel.id))}>
          Open every panel
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Close them all
        </Button>
        <Typography variant="body2">{expanded.length} open</Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          rows={vessels}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </Box>
    </Box>
  );
}
