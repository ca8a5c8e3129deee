/** What an empty playground starts with: a small, complete example to change. */
export const STARTER_SOURCE = `import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  hours: number;
}

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1 },
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

const initialShifts: Shift[] = [
  { id: 1, nurse: 'Amara Osei', ward: 'Cardiology', hours: 8 },
  { id: 2, nurse: 'Lukas Brandt', ward: 'Maternity', hours: 12 },
  { id: 3, nurse: 'Mei Tanaka', ward: 'Emergency', hours: 10 },
];

export default function Playground() {
  const [shifts, setShifts] = React.useState(initialShifts);
  const addNightShift = () =>
    setShifts((rows) => [
      ...rows,
      { id: rows.length + 1, nurse: 'Night cover', ward: 'Emergency', hours: 12 },
    ]);

  return (
    <Stack spacing={1.5}>
      <Button variant="contained" onClick={addNightShift} sx={{ alignSelf: 'flex-start' }}>
        Add a night shift
      </Button>
      <div style={{ height: 300 }}>
        <DataGrid rows={shifts} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
`;
