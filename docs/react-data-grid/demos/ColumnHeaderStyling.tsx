import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  // The loan figures share a header colour, set through a class name.
  { field: 'copies', headerName: 'Copies', type: 'number', width: 100, headerClassName: 'loan-header' },
  { field: 'onLoan', headerName: 'On loan', type: 'number', width: 100, headerClassName: 'loan-header' },
  {
    field: 'lastBorrowed',
    headerName: 'Last borrowed',
    type: 'date',
    width: 140,
    headerClassName: 'loan-header',
    headerAlign: 'right',
    align: 'right',
  },
];

const HEIGHTS = [40, 56, 72] as const;

export default function ColumnHeaderStyling() {
  const [headerHeight, setHeaderHeight] = React.useState<number>(56);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={headerHeight}
        onChange={(_event, next: number | null) => next && setHeaderHeight(next)}
        aria-label="Header height"
        sx={{ mb: 1 }}
      >
        {HEIGHTS.map((height) => (
          <ToggleButton key={height} value={height}>
            {height} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 380,
          // Two classes: more specific than the grid's own header background.
          [`& .${gridClasses.columnHeader}.loan-header`]: {
            backgroundColor: 'secondary.main',
            color: 'secondary.contrastText',
          },
        }}
      >
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={headerHeight} hideFooter />
      </Box>
    </Box>
  );
}
