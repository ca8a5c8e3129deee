import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './exportShipments';

const firstRows = shipments.slice(0, 4);

export default function ExportRawValues() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  // Read the CSV after each render of the grid with the new setting.
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setCsv(apiRef.current?.getDataAsCsv({ fields: ['tracking', 'weightKg', 'shippedOn'] }) ?? '');
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, raw]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="ignoreValueFormatterDuringExport"
      />
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={firstRows}
          columns={shipmentColumns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="CSV preview"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {csv}
      </Box>
    </Stack>
  );
}
