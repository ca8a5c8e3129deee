import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: string;
}

/** A release checklist, most urgent first: readers drag tasks to reprioritise them. */
const tasks: Task[] = [
  { id: 1, task: 'Freeze the translation strings', owner: 'Ingrid Holm', due: '2025-06-02' },
  { id: 2, task: 'Run the accessibility audit', owner: 'Samuel Osei', due: '2025-06-03' },
  { id: 3, task: 'Update the changelog', owner: 'Lucía Ferrer', due: '2025-06-04' },
  { id: 4, task: 'Tag the release candidate', owner: 'Ingrid Holm', due: '2025-06-05' },
  { id: 5, task: 'Announce the maintenance window', owner: 'Daniel Wu', due: '2025-06-06' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'due', headerName: 'Due', width: 110 },
  // A copy of the handle column, listed last: the grid uses it instead of its own first column.
  { ...GRID_REORDER_COL_DEF, width: 60, headerName: 'Move' },
];

export default function RowOrderingHandleEnd() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro rows={tasks} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
