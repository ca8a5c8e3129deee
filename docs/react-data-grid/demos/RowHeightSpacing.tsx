import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  kind: 'Check-up' | 'Consultation' | 'Procedure';
}

const KINDS: Appointment['kind'][] = ['Check-up', 'Consultation', 'Procedure'];
const PATIENTS = [
  'Liam Gallagher',
  'Zainab Bello',
  'Yuki Morimoto',
  'Sofia Petrova',
  'Diego Alvarez',
  'Anouk de Vries',
];
const CLINICIANS = ['Dr. Mensah', 'Dr. Kowalski', 'Dr. Iyer'];

const rows: Appointment[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  time: `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
  patient: PATIENTS[index % PATIENTS.length] ?? '',
  clinician: CLINICIANS[index % CLINICIANS.length] ?? '',
  kind: KINDS[(index * 2) % KINDS.length] ?? 'Check-up',
}));

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 130 },
  { field: 'kind', headerName: 'Type', width: 130 },
];

// Procedures get a taller row (scaled by the density); other rows keep the default height (null).
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  (model as Appointment).kind === 'Procedure' ? 72 * densityFactor : null;

// Space above and below each row, none above the first or below the last visible row.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowHeightSpacing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{ [`& .${gridClasses.row}`]: { bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
