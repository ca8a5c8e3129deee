import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  ward: string;
  nurse: string;
  shift: 'Early' | 'Late' | 'Night';
  hours: number;
}

const WARDS = ['Cardiology', 'Maternity', 'Orthopaedics'];
const NURSES = ['Amara Diallo', 'Jonas Weber', 'Priya Nair', 'Leo Moretti', 'Hana Kobayashi', 'Sofia Lund'];
const SHIFTS: Shift['shift'][] = ['Early', 'Late', 'Night'];

/** Tuesday's rota of a small hospital, sorted by ward and shift. */
const rota: Shift[] = WARDS.flatMap((ward, wardIndex) =>
  SHIFTS.flatMap((shift, shiftIndex) =>
    [0, 1].map((slot) => ({
      id: wardIndex * 6 + shiftIndex * 2 + slot + 1,
      ward,
      nurse: NURSES[(wardIndex * 2 + shiftIndex + slot * 3) % NURSES.length] ?? 'Amara Diallo',
      shift,
      hours: shift === 'Night' ? 10 : 8,
    })),
  ),
);

const columns: GridColDef<Shift>[] = [
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'shift', headerName: 'Shift', width: 100 },
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 160 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 90,
    // Each nurse's hours are a separate figure: a value unique per row keeps every cell on its own.
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanningOptOut() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rota}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
