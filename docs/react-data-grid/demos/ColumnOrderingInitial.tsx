import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'published', headerName: 'Published', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

// Two saved layouts: the same columns, each in the order one team reads them.
const LAYOUTS = {
  cataloguing: ['genre', 'author', 'title', 'published', 'pages', 'copies'],
  lending: ['copies', 'title', 'author', 'genre', 'published', 'pages'],
} satisfies Record<string, (keyof Book)[]>;

type Layout = keyof typeof LAYOUTS;

export default function ColumnOrderingInitial() {
  const [layout, setLayout] = React.useState<Layout>('lending');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        aria-label="Saved column layout"
        onChange={(_event, value: Layout | null) => {
          if (value) setLayout(value);
        }}
      >
        <ToggleButton value="lending">Lending desk</ToggleButton>
        <ToggleButton value="cataloguing">Cataloguing</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380, width: '100%' }}>
        {/* initialState is read once, so a new key mounts a fresh grid for each layout. */}
        <DataGridPro
          key={layout}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: LAYOUTS[layout] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
