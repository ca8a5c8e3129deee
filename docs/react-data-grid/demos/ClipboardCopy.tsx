import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  recordedAt: Date;
  rainfallMm: number;
  windKmh: number;
}

const STATIONS = ['Galway Bay', 'Cork Airport', 'Malin Head', 'Valentia'];
const rows: Reading[] = STATIONS.flatMap((station, stationIndex) =>
  [0, 1].map((hour) => ({
    id: stationIndex * 2 + hour + 1,
    station,
    recordedAt: new Date(Date.UTC(2025, 9, 14, 6 + hour)),
    rainfallMm: Math.round((0.2 + ((stationIndex * 7 + hour * 3) % 9) * 0.6) * 10) / 10,
    windKmh: 18 + ((stationIndex * 11 + hour * 5) % 40),
  })),
);

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  {
    field: 'recordedAt',
    headerName: 'Recorded (UTC)',
    type: 'dateTime',
    width: 160,
    valueFormatter: (value: Date) => value.toISOString().slice(11, 16),
  },
  {
    field: 'rainfallMm',
    headerName: 'Rainfall',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(1)} mm`,
  },
  {
    field: 'windKmh',
    headerName: 'Wind',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} km/h`,
  },
];

export default function ClipboardCopy() {
  const [rawValues, setRawValues] = React.useState(false);
  const [copied, setCopied] = React.useState(
    'Select rows or focus a cell, then press Ctrl+C (⌘+C on macOS).',
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
        label="Copy raw values"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          ignoreValueFormatterDuringExport={rawValues}
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Copied text"
        sx={{ mt: 1, p: 1, minHeight: 60, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}
      >
        {copied}
      </Box>
    </Box>
  );
}
