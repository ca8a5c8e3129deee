import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { purchaseOrders, totalOf, type PurchaseOrder } from './masterDetailData';

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function MasterDetailControlled() {
  // v8 uses a Set of row ids for the open panels.
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set(['PO-3101']));

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<PurchaseOrder>) => (
      <Box sx={{ px: 4, py: 1.5 }}>
        <Typography variant="body2">
          {row.lines.map((line) => `${line.quantity} × ${line.description}`).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
          Total €{totalOf(row).toFixed(2)}
        </Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  const openDrafts = () =>
    setExpanded(new Set(purchaseOrders.filter((order) => order.status === 'Draft').map((order) => order.id)));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={openDrafts}>
          Open all drafts
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
          Close all
        </Button>
        <Typography variant="body2">Open panels: {[...expanded].join(', ') || 'none'}</Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={purchaseOrders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
