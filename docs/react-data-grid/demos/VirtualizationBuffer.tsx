import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createMeterRows, dayFields, type MeterRow } from './virtualizationData';

const DAYS = 14;
const rows = createMeterRows(100, DAYS);

const columns: GridColDef<MeterRow>[] = [
  { field: 'meter', headerName: 'Meter', width: 110 },
  ...dayFields(DAYS).map(
    (field, day): GridColDef<MeterRow> => ({
      field,
      headerName: `${day + 1} Mar`,
      type: 'number',
      width: 90,
    }),
  ),
];

const BUFFERS = [0, 150, 600];

export default function VirtualizationBuffer() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);
  const [bufferPx, setBufferPx] = React.useState(150);
  const [census, setCensus] = React.useState('Press "Count" to see how much is in the page.');

  const count = () => {
    const root = containerRef.current;
    if (!root) return;
    const renderedRows = root.querySelectorAll('.MuiDataGrid-row').length;
    const renderedCells = root.querySelectorAll('.MuiDataGrid-row [role="gridcell"]').length;
    setCensus(`${renderedRows} of ${rows.length} rows and ${renderedCells} cells are in the DOM.`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVirtualization}
              onChange={(event) => setDisableVirtualization(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <TextField
          select
          size="small"
          label="Buffer (px)"
          value={bufferPx}
          onChange={(event) => setBufferPx(Number(event.target.value))}
          disabled={disableVirtualization}
          sx={{ width: 130 }}
        >
          {BUFFERS.map((buffer) => (
            <MenuItem key={buffer} value={buffer}>
              {buffer}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={count}>
          Count
        </Button>
      </Stack>
      <Typography variant="body2">{census}</Typography>
      <Box ref={containerRef} sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={disableVirtualization}
          rowBufferPx={bufferPx}
          columnBufferPx={bufferPx}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
