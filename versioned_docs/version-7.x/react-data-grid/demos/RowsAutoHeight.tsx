import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

const notes = [
  { id: 1, ward: 'North 2', note: 'Handover at 07:00. Two admissions overnight.' },
  {
    id: 2,
    ward: 'East 1',
    note: 'Bay C closed for cleaning until noon; patients moved to bay A. Pharmacy delivery expected after the morning round, please check the fridge log when it arrives.',
  },
  { id: 3, ward: 'South 4', note: 'No changes.' },
  {
    id: 4,
    ward: 'West 3',
    note: 'Fire drill scheduled for 14:30. Visitors are asked to wait in the atrium during the drill.',
  },
];

const columns: GridColDef[] = [
  { field: 'ward', headerName: 'Ward', width: 100 },
  { field: 'note', headerName: 'Shift note', flex: 1, minWidth: 220 },
];

// Space above and below every row, except above the first one shown.
const rowSpacing = (params: GridRowSpacingParams) => ({ top: params.isFirstVisible ? 0 : 4, bottom: 4 });

export default function RowsAutoHeight() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={notes}
        columns={columns}
        // 'auto' sizes each row to its content instead of the fixed row height.
        getRowHeight={() => 'auto'}
        getRowSpacing={rowSpacing}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        hideFooter
      />
    </Box>
  );
}
