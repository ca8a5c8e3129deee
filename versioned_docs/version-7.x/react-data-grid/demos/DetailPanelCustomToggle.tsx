import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  course: string;
  tutor: string;
  outline: string | null;
}

const courses: Course[] = [
  { id: 1, course: 'Pottery for beginners', tutor: 'Elin Sørbø', outline: 'Six evenings: wedging, centring, a bowl, a mug, trimming and glazing.' },
  { id: 2, course: 'Bookbinding', tutor: 'Ruth Abara', outline: 'Japanese stab binding, then a case-bound notebook of your own.' },
  { id: 3, course: 'Open studio', tutor: '—', outline: null },
];

// The toggle cell's value is whether the row's panel is open.
function ToggleButton({ id, value }: GridRenderCellParams<Course, boolean>) {
  const apiRef = useGridApiContext();
  // The panels the grid has rendered, by row id: a row without one cannot open.
  const contents = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  return (
    <Button size="small" disabled={!React.isValidElement(contents[id])} onClick={() => apiRef.current.toggleDetailPanel(id)}>
      {value ? 'Hide' : 'Outline'}
    </Button>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 170 },
  { field: 'tutor', headerName: 'Tutor', width: 130 },
  // The toggle column, with its own cell, moved to the end of the row.
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, headerName: 'Course outline', width: 100, renderCell: (params) => <ToggleButton {...params} /> },
];

export default function DetailPanelCustomToggle() {
  // A row whose content is null gets no panel.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Course>) =>
      row.outline ? (
        <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
          {row.outline}
        </Typography>
      ) : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={courses}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
