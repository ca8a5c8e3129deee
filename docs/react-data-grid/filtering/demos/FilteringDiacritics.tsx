import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
];

/** One search term, typed once, applied by two grids that differ only in `ignoreDiacritics`. */
export default function FilteringDiacritics() {
  const [term, setTerm] = React.useState('krakow');
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: term.trim() === '' ? [] : term.trim().split(/\s+/) }),
    [term],
  );

  const grid = (ignoreDiacritics: boolean, label: string) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={books}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          density="compact"
          hideFooter
          aria-label={label}
        />
      </Box>
    </Box>
  );

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Search both lists"
        helperText="Try “krakow”, “zoe” or “lea”, without accents."
        size="small"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {grid(false, 'Accents must match')}
        {grid(true, 'ignoreDiacritics')}
      </Stack>
    </Stack>
  );
}
