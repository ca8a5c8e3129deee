import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  club: string;
  reminded: boolean;
}

const initialMembers: Member[] = [
  { id: 1, name: 'Oona Virtanen', club: 'Chess club', reminded: false },
  { id: 2, name: 'Bilal Qureshi', club: 'Rowing club', reminded: true },
  { id: 3, name: 'Greta Hoffmann', club: 'Choir', reminded: false },
  { id: 4, name: 'Joaquín Vidal', club: 'Chess club', reminded: false },
  { id: 5, name: 'Aylin Demir', club: 'Photography', reminded: false },
];

interface RemindCellProps {
  params: GridRenderCellParams<Member, boolean>;
  onRemind: (id: number) => void;
}

/** A button that takes part in the grid's keyboard navigation. */
function RemindCell({ params, onRemind }: RemindCellProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // When the grid moves focus to this cell (arrow keys), hand it to the button.
  React.useLayoutEffect(() => {
    if (params.hasFocus) {
      buttonRef.current?.focus();
    }
  }, [params.hasFocus]);

  return (
    <Button
      ref={buttonRef}
      size="small"
      variant="outlined"
      // Only the focused cell is in the tab order; the grid handles arrows between cells.
      tabIndex={params.tabIndex}
      disabled={params.value}
      onClick={() => onRemind(params.row.id)}
    >
      {params.value ? 'Reminded' : 'Send reminder'}
    </Button>
  );
}

export default function CellsFocusKeyboard() {
  const [members, setMembers] = React.useState(initialMembers);

  const remind = React.useCallback((id: number) => {
    setMembers((previous) =>
      previous.map((member) => (member.id === id ? { ...member, reminded: true } : member)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'name', headerName: 'Member', flex: 1, minWidth: 160 },
      { field: 'club', headerName: 'Club', width: 140 },
      {
        field: 'reminded',
        headerName: 'Membership fee',
        width: 170,
        sortable: false,
        renderCell: (params: GridRenderCellParams<Member, boolean>) => (
          <RemindCell params={params} onRemind={remind} />
        ),
      },
    ],
    [remind],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={members} columns={columns} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
