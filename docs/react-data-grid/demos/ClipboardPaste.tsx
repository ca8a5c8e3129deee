import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface StockCount {
  id: number;
  sku: string;
  item: string;
  counted: number;
  bin: string;
}

const initialRows: StockCount[] = [
  { id: 1, sku: 'HW-1042', item: 'Brass hinge, pair', counted: 0, bin: '' },
  { id: 2, sku: 'HW-1107', item: 'Cabinet knob, oak', counted: 0, bin: '' },
  { id: 3, sku: 'HW-2210', item: 'Drawer runner 450 mm', counted: 0, bin: '' },
  { id: 4, sku: 'HW-3018', item: 'Wood screw 4×30 (200)', counted: 0, bin: '' },
  { id: 5, sku: 'HW-3312', item: 'Wall plug 6 mm (100)', counted: 0, bin: '' },
];

const columns: GridColDef<StockCount>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 190 },
  // Only editable columns receive pasted values.
  { field: 'counted', headerName: 'Counted', type: 'number', width: 130, editable: true },
  { field: 'bin', headerName: 'Bin', width: 100, editable: true },
];

// Accept lines separated by tabs (spreadsheets) or by semicolons (a handheld scanner's export).
const splitClipboardPastedText: DataGridPremiumProps['splitClipboardPastedText'] = (text) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(/\t|;/));

const sample = '12;A-03\n40;A-04\n7;B-11';

export default function ClipboardPaste() {
  const [rows, setRows] = React.useState(initialRows);
  const [status, setStatus] = React.useState('Nothing pasted yet.');

  const processRowUpdate = React.useCallback((newRow: StockCount) => {
    const saved = { ...newRow, counted: Math.max(0, Math.round(newRow.counted)) };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">Copy these lines, select the first “Counted” cell and paste:</Typography>
      <Box component="pre" sx={{ my: 1, p: 1, bgcolor: 'action.hover', fontSize: 13 }}>
        {sample}
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // Clicking a cell focuses and selects that cell only, not its whole row.
          disableRowSelectionOnClick
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => setStatus('A row could not be saved.')}
          splitClipboardPastedText={splitClipboardPastedText}
          onClipboardPasteStart={() => setStatus('Pasting…')}
          onClipboardPasteEnd={() => setStatus('Paste finished.')}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Box>
  );
}
