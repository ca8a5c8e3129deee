import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const talks = [
  { id: 't1', title: 'Accessible data tables', room: 'Hall A', start: '09:30' },
  { id: 't2', title: 'Rendering 100k rows', room: 'Hall B', start: '10:15' },
  { id: 't3', title: 'Date pickers and time zones', room: 'Hall A', start: '11:00' },
  { id: 't4', title: 'Theming at scale', room: 'Room 3', start: '11:45' },
  { id: 't5', title: 'Charts people can read', room: 'Hall B', start: '14:00' },
];

const columns: GridColDef[] = [
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 200 },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function SelectionControlled() {
  // v7: the selection model is an array of the selected rows' ids.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['t2']);
  const chosen = talks.filter((talk) => selection.includes(talk.id));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelection(talks.filter((t) => t.room === 'Hall A').map((t) => t.id))}>
          Select the Hall A talks
        </Button>
        <Button size="small" onClick={() => setSelection([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={talks}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        My schedule: {chosen.map((talk) => `${talk.start} ${talk.title}`).join(' · ') || 'nothing yet'}
      </Typography>
    </Box>
  );
}
