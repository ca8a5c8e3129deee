import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  // The title stays first: it cannot be dragged.
  { field: 'title', headerName: 'Title', width: 240, disableReorder: true },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'published', headerName: 'Published', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function ColumnOrderingBasic() {
  const [moves, setMoves] = React.useState<string[]>([]);

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    const move = `${name}: position ${params.oldIndex + 1} → ${params.targetIndex + 1}`;
    setMoves((current) => [move, ...current].slice(0, 3));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleOrderChange} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last moves: {moves.length === 0 ? 'drag a column header to move it' : moves.join(' · ')}
      </Typography>
    </Box>
  );
}
