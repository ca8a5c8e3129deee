import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Patient {
  id: number;
  name: string;
  ward: string;
  notes: string[];
}

const NOTES = [
  'Blood pressure 128/82, stable.',
  'Started physiotherapy, 20 minutes.',
  'Dressing changed, wound healing well.',
  'Diet: low salt, fluids encouraged.',
  'Family visit planned for Saturday.',
];

const patients: Patient[] = [
  'Eleni Georgiou',
  'Samuel Otieno',
  'Marta Kowalczyk',
  'Rui Santos',
  'Freya Lund',
].map((name, index) => ({
  id: index + 1,
  name,
  ward: index % 2 === 0 ? 'Cardiology 2B' : 'Orthopaedics 4A',
  notes: NOTES.slice(0, 1 + ((index * 2) % NOTES.length)),
}));

const NOTE_LINE_HEIGHT = 28;
const PANEL_PADDING = 48;

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 160 },
  { field: 'ward', headerName: 'Ward', width: 160 },
  {
    field: 'noteCount',
    headerName: 'Notes',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.notes.length,
  },
];

export default function MasterDetailFixedHeight() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Patient>) => (
      <Stack sx={{ p: 3, height: '100%', boxSizing: 'border-box', overflow: 'auto' }}>
        {row.notes.map((note) => (
          <Typography key={note} variant="body2" sx={{ lineHeight: `${NOTE_LINE_HEIGHT}px` }}>
            {note}
          </Typography>
        ))}
      </Stack>
    ),
    [],
  );
  // A height in pixels, computed from the number of notes before anything is rendered.
  const getDetailPanelHeight = React.useCallback(
    ({ row }: GridRowParams<Patient>) => PANEL_PADDING + row.notes.length * NOTE_LINE_HEIGHT,
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={patients}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
