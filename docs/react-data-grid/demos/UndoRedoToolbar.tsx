import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  GridRedoIcon,
  GridUndoIcon,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { initialRota, rotaColumns } from './shiftRota';

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 0.5 }}>
        Ward 4B, week 47
      </Typography>
      <ToolbarButton aria-label="Undo" disabled={!canUndo} onClick={() => apiRef.current.history.undo()}>
        <GridUndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton aria-label="Redo" disabled={!canRedo} onClick={() => apiRef.current.history.redo()}>
        <GridRedoIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function UndoRedoToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={initialRota} columns={rotaColumns} showToolbar slots={{ toolbar: HistoryToolbar }} hideFooter />
    </Box>
  );
}
