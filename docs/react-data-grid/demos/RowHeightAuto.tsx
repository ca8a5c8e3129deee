import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  description: string;
  priority: 'Low' | 'Normal' | 'Urgent';
}

const rows: Ticket[] = [
  {
    id: 4101,
    subject: 'Printer on floor 3 jams',
    description: 'Jams on every double-sided job.',
    priority: 'Normal',
  },
  {
    id: 4102,
    subject: 'VPN drops every hour',
    description:
      'The VPN client disconnects roughly every sixty minutes and asks for the token again. It started after the update pushed last Tuesday. Colleagues on the Lisbon office network see the same thing; colleagues working from home do not.',
    priority: 'Urgent',
  },
  {
    id: 4103,
    subject: 'New starter laptop',
    description: 'Laptop and badge for Noor Aziz, starting 2 June in Finance.',
    priority: 'Low',
  },
  {
    id: 4104,
    subject: 'Shared calendar missing',
    description:
      'The “Meeting rooms” calendar disappeared from Outlook for the whole sales team this morning. We can still book rooms through the web portal, so this is not blocking, but the reception team relies on the calendar view to prepare the rooms.',
    priority: 'Normal',
  },
  {
    id: 4105,
    subject: 'Badge reader at loading dock',
    description: 'Reader blinks red for every badge since the power cut.',
    priority: 'Urgent',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 200 },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 260,
    // Let the text wrap instead of being cut with an ellipsis.
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>{value}</Box>,
  },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// Stable functions: measure every row, and start from a rough guess before measuring.
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = (_params: GridRowHeightParams) => 80;

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
        // The same vertical padding in every cell keeps the first lines aligned.
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </Box>
  );
}
