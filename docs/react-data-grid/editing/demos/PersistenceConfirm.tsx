import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { initialSeats, MEALS, saveSeat, type Seat } from './persistenceServer';

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Booking', width: 120 },
  { field: 'passenger', headerName: 'Passenger', flex: 1, minWidth: 150, editable: true },
  { field: 'seat', headerName: 'Seat', width: 90, editable: true },
  {
    field: 'meal',
    headerName: 'Meal',
    type: 'singleSelect',
    valueOptions: MEALS,
    width: 140,
    editable: true,
  },
];

interface PendingChange {
  newRow: Seat;
  oldRow: Seat;
  resolve: (row: Seat) => void;
  reject: (error: unknown) => void;
}

function describeChange({ newRow, oldRow }: PendingChange): string {
  const changes = (['passenger', 'seat', 'meal'] as const)
    .filter((field) => newRow[field] !== oldRow[field])
    .map((field) => `${field} from “${oldRow[field]}” to “${newRow[field]}”`);
  return `Change ${changes.join(', ')} for booking ${newRow.id}?`;
}

export default function PersistenceConfirm() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  // Returning a promise that only settles once the reader has decided keeps the grid waiting.
  const processRowUpdate = React.useCallback(
    (newRow: Seat, oldRow: Seat) =>
      new Promise<Seat>((resolve, reject) => {
        if (
          newRow.passenger === oldRow.passenger &&
          newRow.seat === oldRow.seat &&
          newRow.meal === oldRow.meal
        ) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve, reject });
      }),
    [],
  );

  const keepOld = () => {
    pending?.resolve(pending.oldRow); // resolving with the old row reverts the cell
    setPending(null);
  };

  const confirm = async () => {
    if (!pending) {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      pending.resolve(await saveSeat(pending.newRow));
    } catch (error) {
      pending.reject(error); // the cell stays in edit mode with the reader's input
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={initialSeats}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
          hideFooter
        />
      </Box>
      <Dialog open={pending !== null} onClose={keepOld} maxWidth="xs">
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? describeChange(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={keepOld} disabled={saving}>
            Keep old value
          </Button>
          <Button onClick={confirm} disabled={saving} variant="contained">
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
