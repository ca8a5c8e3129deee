import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onLoadAppointments?: () => void;
  }
}

interface Appointment {
  id: number;
  patient: string;
  clinician: string;
  room: string;
  time: string;
}

const APPOINTMENTS: Appointment[] = [
  { id: 1, patient: 'Ines Moreau', clinician: 'Dr. Okafor', room: 'Exam 2', time: '08:30' },
  { id: 2, patient: 'Tomas Lindqvist', clinician: 'Dr. Haddad', room: 'Exam 1', time: '09:00' },
  { id: 3, patient: 'Aiko Tanaka', clinician: 'Dr. Okafor', room: 'Exam 2', time: '09:45' },
  { id: 4, patient: 'Marek Novak', clinician: 'Nurse Byrne', room: 'Triage', time: '10:15' },
  { id: 5, patient: 'Lucia Ferreira', clinician: 'Dr. Haddad', room: 'Exam 3', time: '11:00' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'room', headerName: 'Room', width: 100 },
];

function EmptyClinicDay({ onLoadAppointments }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="subtitle1">The appointment book is empty</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing is booked for Tuesday yet.
        </Typography>
        <Button size="small" variant="contained" onClick={onLoadAppointments}>
          Load Tuesday
        </Button>
      </Stack>
    </GridOverlay>
  );
}

function FetchingAppointments() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, px: 4 }}>
      <LinearProgress sx={{ width: '60%' }} />
      <Typography variant="body2">Fetching the appointment book…</Typography>
    </GridOverlay>
  );
}

export default function OverlaysCustom() {
  const [rows, setRows] = React.useState<Appointment[]>([]);
  const [loading, setLoading] = React.useState(false);

  const loadAppointments = React.useCallback(() => {
    setLoading(true);
    // Simulates a request to a scheduling server.
    window.setTimeout(() => {
      setRows(APPOINTMENTS);
      setLoading(false);
    }, 1200);
  }, []);

  return (
    <Stack spacing={1}>
      <Box>
        <Button size="small" disabled={rows.length === 0 || loading} onClick={() => setRows([])}>
          Clear the day
        </Button>
      </Box>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          slots={{ noRowsOverlay: EmptyClinicDay, loadingOverlay: FetchingAppointments }}
          slotProps={{ noRowsOverlay: { onLoadAppointments: loadAppointments } }}
        />
      </Box>
    </Stack>
  );
}
