import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  details: string;
}

const SUBJECTS = ['Meter reading disputed', 'Low pressure', 'Leak reported', 'Billing address change'];
const SENTENCES = [
  'The customer called the service line in the morning.',
  'A technician visited and checked the valve at the property boundary.',
  'The reading on the last bill does not match the photo sent by the customer.',
  'Pressure was measured at the kitchen tap and logged in the work order.',
  'The case was passed to the billing team for a corrected invoice.',
];

/** 100 service tickets whose notes run from one sentence to five. */
const tickets: Ticket[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  subject: `#${5001 + index} · ${SUBJECTS[index % SUBJECTS.length]}`,
  details: SENTENCES.slice(0, 1 + ((index * 3) % SENTENCES.length)).join(' '),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Ticket', width: 230 },
  {
    field: 'details',
    headerName: 'Notes',
    flex: 1,
    minWidth: 260,
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value}</Box>,
  },
];

export default function VirtualizationVariableHeight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        getRowHeight={() => 'auto'}
        // A guess close to the average row keeps the scrollbar steady until rows are measured.
        getEstimatedRowHeight={() => 90}
      />
    </Box>
  );
}
