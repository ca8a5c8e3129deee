import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
];

export default function FilteringDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'author', operator: 'contains', value: 'zoe' }],
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore diacritics"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          // The setting is read when the filters are applied: a new grid applies it to the current model at once.
          key={ignoreDiacritics ? 'ignore-diacritics' : 'keep-diacritics'}
          rows={books}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
