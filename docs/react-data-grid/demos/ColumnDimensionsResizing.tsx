import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'published', headerName: 'Published', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function ColumnDimensionsResizing() {
  const [resizable, setResizable] = React.useState(true);
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastChange(`${params.colDef.headerName ?? params.colDef.field} → ${Math.round(params.width)} px`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={resizable} onChange={(event) => setResizable(event.target.checked)} />}
          label="Columns can be resized"
        />
        <Typography variant="body2">Last resize: {lastChange}</Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnResize={!resizable}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
