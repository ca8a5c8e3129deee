import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { networkDelay } from './serverSimulation';

interface AuditEvent {
  id: number;
  at: string;
  user: string;
  action: string;
}

const USERS = ['a.lindqvist', 'm.osei', 'r.patel', 'j.moreau', 'k.tanaka'];
const ACTIONS = ['signed in', 'exported a report', 'changed a password', 'invited a user', 'deleted a draft', 'signed out'];

/** 137 events, newest first, as an audit log would list them. */
const auditLog: AuditEvent[] = Array.from({ length: 137 }, (_, index) => ({
  id: 5000 - index,
  at: new Date(Date.UTC(2025, 9, 31, 18, 0) - index * 7 * 60_000).toISOString().slice(0, 16).replace('T', ' '),
  user: USERS[(index * 3) % USERS.length] ?? 'a.lindqvist',
  action: ACTIONS[(index * 5) % ACTIONS.length] ?? 'signed in',
}));

/**
 * A cursor API: it cannot jump to page 7, only continue after a cursor it handed out.
 * The cursor is opaque to the client; here it encodes the id of the last event sent.
 */
async function fetchEvents(cursor: string | null, limit: number) {
  await networkDelay(450);
  const afterId = cursor === null ? Infinity : Number(atob(cursor));
  const start = auditLog.findIndex((event) => event.id < afterId);
  const rows = start === -1 ? [] : auditLog.slice(start, start + limit);
  const last = rows[rows.length - 1];
  const more = last !== undefined && last.id > (auditLog[auditLog.length - 1]?.id ?? 0);
  return { rows, nextCursor: more && last ? btoa(String(last.id)) : null };
}

const columns: GridColDef<AuditEvent>[] = [
  { field: 'at', headerName: 'Time (UTC)', width: 150 },
  { field: 'user', headerName: 'User', width: 140 },
  { field: 'action', headerName: 'Action', flex: 1, minWidth: 170 },
];

export default function PaginationCursor() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  // The cursor that opens each page we have reached: page 0 opens with no cursor.
  const cursors = React.useRef<Array<string | null>>([null]);
  const [answer, setAnswer] = React.useState<{
    model: GridPaginationModel;
    rows: AuditEvent[];
    hasNextPage: boolean;
  } | null>(null);
  // Unknown (-1) until an answer comes without a cursor: that page is the last one.
  const [rowCount, setRowCount] = React.useState(-1);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // A new page size makes every stored cursor wrong: start again from the first page.
    if (model.pageSize !== paginationModel.pageSize) {
      cursors.current = [null];
      setRowCount(-1);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    // Only pages we hold a cursor for can be reached.
    if (cursors.current[model.page] !== undefined) setPaginationModel(model);
  };

  React.useEffect(() => {
    let current = true;
    const cursor = cursors.current[paginationModel.page] ?? null;
    fetchEvents(cursor, paginationModel.pageSize).then(({ rows, nextCursor }) => {
      if (!current) return;
      if (nextCursor) cursors.current[paginationModel.page + 1] = nextCursor;
      else setRowCount(paginationModel.page * paginationModel.pageSize + rows.length);
      setAnswer({ model: paginationModel, rows, hasNextPage: nextCursor !== null });
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  const paginationMeta = React.useMemo<GridPaginationMeta>(
    () => ({ hasNextPage: answer?.hasNextPage ?? true }),
    [answer?.hasNextPage],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={answer?.rows ?? []}
        columns={columns}
        loading={answer?.model !== paginationModel}
        paginationMode="server"
        rowCount={rowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 25]}
        // The API has one fixed order and no search: offer neither.
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
