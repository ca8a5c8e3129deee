import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid';

function ReportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      {/* CSV only: the print entry is turned off. */}
      <GridToolbarExport csvOptions={{ fileName: 'timesheet', allColumns: true }} printOptions={{ disableToolbarButton: true }} />
    </GridToolbarContainer>
  );
}

const entries = [
  { id: 1, person: 'Ada Quist', project: 'Harbour bridge survey', hours: 7.5, rate: 62, internalNote: 'Site visit' },
  { id: 2, person: 'Ben Okoro', project: 'Harbour bridge survey', hours: 6, rate: 58, internalNote: '' },
  { id: 3, person: 'Ada Quist', project: 'Library extension', hours: 3, rate: 62, internalNote: 'Client call' },
  { id: 4, person: 'Cleo Marsh', project: 'Library extension', hours: 8, rate: 71, internalNote: '' },
];

const columns: GridColDef[] = [
  { field: 'person', headerName: 'Person', width: 130 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 180 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  // Shown, but never part of an export.
  { field: 'rate', headerName: 'Rate (€/h)', type: 'number', width: 110, disableExport: true },
  { field: 'internalNote', headerName: 'Note', width: 130 },
];

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={entries}
        columns={columns}
        slots={{ toolbar: ReportToolbar }}
        // Hidden here, yet exported, because the export asks for all columns.
        initialState={{ columns: { columnVisibilityModel: { internalNote: false } } }}
        hideFooter
      />
    </Box>
  );
}
