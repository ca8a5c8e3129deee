import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Incident {
  id: number;
  site: string;
  reported: string;
  summary: string;
}

const initialIncidents: Incident[] = [
  {
    id: 1,
    site: 'Depot North',
    reported: '2025-02-11 07:40',
    summary: 'Forklift clipped racking in aisle 6.\nNo injuries; upright bent, bay closed until inspection.',
  },
  {
    id: 2,
    site: 'Cross-dock East',
    reported: '2025-02-12 14:05',
    summary: 'Trailer door seal torn during unloading.',
  },
  {
    id: 3,
    site: 'Depot South',
    reported: '2025-02-14 22:18',
    summary: 'Freezer alarm at 22:10, temperature −12 °C.\nDoor found ajar; closed, back to −18 °C by 23:00.',
  },
];

/** A text area that opens over the cell, so long notes have room while they are edited. */
function MultilineEditCell({
  id,
  field,
  value,
  colDef,
  hasFocus,
}: GridRenderEditCellParams<Incident, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && anchor) {
      inputRef.current?.focus();
    }
  }, [hasFocus, anchor]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line break; plain Enter still reaches the grid and saves.
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchor} sx={{ alignSelf: 'flex-start', width: colDef.computedWidth, height: 1 }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={3} sx={{ width: colDef.computedWidth, p: 1 }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              value={value ?? ''}
              inputRef={inputRef}
              inputProps={{ 'aria-label': 'Summary' }}
              onKeyDown={handleKeyDown}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value })}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Incident>[] = [
  { field: 'site', headerName: 'Site', width: 140 },
  { field: 'reported', headerName: 'Reported', width: 150 },
  {
    field: 'summary',
    headerName: 'Summary (Shift+Enter for a new line)',
    flex: 1,
    minWidth: 300,
    editable: true,
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'pre-line', py: 1, lineHeight: 1.5 }}>{value}</Box>,
    renderEditCell: (params: GridRenderEditCellParams<Incident, string>) => <MultilineEditCell {...params} />,
  },
];

const getRowHeight = () => 'auto' as const;

export default function RecipesMultilineEditor() {
  const [rows, setRows] = React.useState(initialIncidents);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        processRowUpdate={(newRow: Incident) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
