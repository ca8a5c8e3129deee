import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const STORAGE_KEY = 'x-docs-demo-pick-orders-view';
const GRID_HEIGHT = 380;

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
];

type Loaded = { state: GridInitialState; message: string | null };

/** Reads the saved view. Storage is only touched in the browser, and a damaged entry is ignored. */
function readSavedView(): Loaded {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (text === null) return { state: {}, message: null };
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('not an object');
    }
    return { state: parsed as GridInitialState, message: null };
  } catch {
    return { state: {}, message: 'The saved view could not be read, so the default view is shown.' };
  }
}

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

export default function StateSaveRestore() {
  const apiRef = useGridApiRef();
  // False while rendering on the server and hydrating: local storage only exists in the browser.
  const inBrowser = React.useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const loaded = React.useMemo(() => (inBrowser ? readSavedView() : undefined), [inBrowser]);
  // Undefined until the reader acts: the message of the initial load is shown until then.
  const [message, setMessage] = React.useState<string | null>();
  const visibleMessage = message === undefined ? (loaded?.message ?? null) : message;

  const saveView = () => {
    const state = apiRef.current?.exportState();
    if (!state) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      setMessage('View saved in this browser. Change the grid, then restore it or reload the page.');
    } catch {
      setMessage('This browser refused to store the view (private mode or full storage).');
    }
  };

  const restoreView = () => {
    const result = readSavedView();
    apiRef.current?.restoreState(result.state);
    setMessage(result.message ?? 'Saved view restored.');
  };

  const forgetView = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setMessage('Saved view removed: the next visit starts with the default view.');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" onClick={saveView} disabled={!loaded}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restoreView} disabled={!loaded}>
          Restore saved view
        </Button>
        <Button size="small" onClick={forgetView} disabled={!loaded}>
          Forget saved view
        </Button>
      </Stack>
      {visibleMessage ? (
        <Alert severity="info" onClose={() => setMessage(null)}>
          {visibleMessage}
        </Alert>
      ) : null}
      <Box sx={{ height: GRID_HEIGHT, width: '100%' }}>
        {loaded ? (
          <DataGrid
            apiRef={apiRef}
            rows={pickOrders}
            columns={columns}
            initialState={loaded.state}
            showToolbar
            pageSizeOptions={[10, 25]}
          />
        ) : (
          // Same size as the grid, so nothing moves when it appears.
          <Skeleton variant="rectangular" height={GRID_HEIGHT} />
        )}
      </Box>
    </Stack>
  );
}
