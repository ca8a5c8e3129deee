import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Patient {
  id: number;
  name: string;
  ward: string;
  age: number;
  admitted: Date;
  discharged: boolean;
}

/** An invented list of patients of a small clinic. */
const rows: Patient[] = [
  {
    id: 1,
    name: 'Elif Yılmaz',
    ward: 'Cardiology',
    age: 64,
    admitted: new Date(2025, 2, 3),
    discharged: false,
  },
  {
    id: 2,
    name: 'Tom Bryce',
    ward: 'Orthopaedics',
    age: 37,
    admitted: new Date(2025, 2, 5),
    discharged: true,
  },
  { id: 3, name: 'Aiko Mori', ward: 'Maternity', age: 31, admitted: new Date(2025, 2, 6), discharged: false },
  {
    id: 4,
    name: 'Kwame Mensah',
    ward: 'Cardiology',
    age: 58,
    admitted: new Date(2025, 2, 6),
    discharged: true,
  },
  {
    id: 5,
    name: 'Laura Fischer',
    ward: 'Neurology',
    age: 45,
    admitted: new Date(2025, 2, 8),
    discharged: false,
  },
  {
    id: 6,
    name: 'Rafael Costa',
    ward: 'Orthopaedics',
    age: 72,
    admitted: new Date(2025, 2, 9),
    discharged: false,
  },
];

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 130 },
  { field: 'discharged', headerName: 'Discharged', type: 'boolean', width: 120 },
];

export default function QuickstartFirstGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
