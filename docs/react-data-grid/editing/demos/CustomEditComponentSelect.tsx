import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Status = 'Open' | 'In progress' | 'Waiting for parts' | 'Done';

interface WorkOrder {
  id: string;
  machine: string;
  fault: string;
  status: Status;
}

const STATUSES: Status[] = ['Open', 'In progress', 'Waiting for parts', 'Done'];

const initialOrders: WorkOrder[] = [
  { id: 'WO-881', machine: 'Press line 2', fault: 'Hydraulic leak at cylinder B', status: 'In progress' },
  { id: 'WO-882', machine: 'Conveyor 7', fault: 'Belt slipping under load', status: 'Open' },
  {
    id: 'WO-883',
    machine: 'Labeller L1',
    fault: 'Sensor misreads clear bottles',
    status: 'Waiting for parts',
  },
  { id: 'WO-884', machine: 'Palletiser', fault: 'Emergency stop sticks', status: 'Done' },
];

/** Opens straight away and commits as soon as a status is picked: one click instead of three. */
function StatusEditCell({ id, field, value }: GridRenderEditCellParams<WorkOrder, Status>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Status>) => {
    // Wait for the edit state to hold the new value, then leave edit mode (which commits it).
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select<Status>
      value={value ?? 'Open'}
      onChange={handleChange}
      defaultOpen
      fullWidth
      size="small"
      variant="standard"
      disableUnderline
      sx={{ height: '100%', px: 1 }}
    >
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<WorkOrder>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'machine', headerName: 'Machine', width: 140 },
  { field: 'fault', headerName: 'Fault', flex: 1, minWidth: 200 },
  {
    field: 'status',
    headerName: 'Status',
    width: 190,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<WorkOrder, Status>) => <StatusEditCell {...params} />,
  },
];

export default function CustomEditComponentSelect() {
  const [rows, setRows] = React.useState(initialOrders);
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: WorkOrder) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
