import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  engineer: string;
  team: string;
  timezone: string;
  onCallUntil: string;
}

/** An invented on-call rota of a small support team. */
const shifts: Shift[] = [
  { id: 1, engineer: 'Amara Okafor', team: 'Payments', timezone: 'UTC+1', onCallUntil: 'Mon 09:00' },
  { id: 2, engineer: 'Jonas Lindqvist', team: 'Search', timezone: 'UTC+1', onCallUntil: 'Tue 09:00' },
  { id: 3, engineer: 'Priya Raman', team: 'Payments', timezone: 'UTC+5:30', onCallUntil: 'Wed 09:00' },
  { id: 4, engineer: 'Mateo Ruiz', team: 'Mobile', timezone: 'UTC-3', onCallUntil: 'Thu 09:00' },
  { id: 5, engineer: 'Hana Sato', team: 'Search', timezone: 'UTC+9', onCallUntil: 'Fri 09:00' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'engineer', headerName: 'Engineer', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'timezone', headerName: 'Time zone', width: 120 },
  { field: 'onCallUntil', headerName: 'On call until', width: 140 },
];

export default function SupportRota() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={shifts} columns={columns} showToolbar hideFooter label="Support rota" />
    </Box>
  );
}
