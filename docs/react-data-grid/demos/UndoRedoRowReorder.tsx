import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  createCellEditHistoryHandler,
  createRowEditHistoryHandler,
  DataGridPremium,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridHistoryEventHandler,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-premium';
import { initialRota, rotaColumns } from './shiftRota';

interface MoveData {
  id: GridRowId;
  from: number;
  to: number;
}

/** Records each drag of a row, and moves it back (or again) with setRowIndex. */
function createRowMoveHandler(apiRef: React.RefObject<GridApiPremium | null>): GridHistoryEventHandler<MoveData> {
  return {
    store: (params: GridRowOrderChangeParams) => ({ id: params.row.id, from: params.oldIndex, to: params.targetIndex }),
    undo: ({ id, from }) => apiRef.current?.setRowIndex(id, from),
    redo: ({ id, to }) => apiRef.current?.setRowIndex(id, to),
  };
}

export default function UndoRedoRowReorder() {
  const apiRef = useGridApiRef();

  // Passing historyEventHandlers replaces the defaults: keep the editing handlers and add one for moves.
  // The handlers only keep the ref; they read `apiRef.current` later, when a change is undone or redone.
  /* eslint-disable react-hooks/refs */
  const historyEventHandlers = React.useMemo(() => {
    // The handlers run only while the grid is mounted, when the ref is set.
    const mountedApiRef = apiRef as React.RefObject<GridApiPremium>;
    return {
      cellEditStop: createCellEditHistoryHandler(mountedApiRef),
      rowEditStop: createRowEditHistoryHandler(mountedApiRef),
      rowOrderChange: createRowMoveHandler(apiRef),
    } as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef]);
  /* eslint-enable react-hooks/refs */

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.history.undo()}>
          Undo
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.history.redo()}>
          Redo
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={initialRota}
          columns={rotaColumns}
          rowReordering
          historyEventHandlers={historyEventHandlers}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
