import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridFilterItem, type GridFilterModel } from '@mui/x-data-grid-pro';
import { GENRES, books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'branch', headerName: 'Branch', width: 110 },
];

/** `genre=is:Travel&pages=<:300` ↔ filter items. Each parameter is one item: field=operator:value. */
function toQuery(model: GridFilterModel): string {
  const params = new URLSearchParams();
  model.items.forEach((item) => {
    if (item.value !== undefined && item.value !== '') params.append(item.field, `${item.operator}:${String(item.value)}`);
  });
  return params.toString();
}

function fromQuery(query: string): GridFilterModel {
  const items: GridFilterItem[] = [];
  new URLSearchParams(query).forEach((raw, field) => {
    const separator = raw.indexOf(':');
    if (separator < 1 || !columns.some((column) => column.field === field)) return;
    const value = raw.slice(separator + 1);
    const numeric = columns.find((column) => column.field === field)?.type === 'number';
    items.push({ id: `${field}-${items.length}`, field, operator: raw.slice(0, separator), value: numeric ? Number(value) : value });
  });
  return { items };
}

export default function FilteringFiltersInUrl() {
  const [query, setQuery] = React.useState('genre=is:Travel&pages=<:300');
  // The model stays the source of truth, so an item still waiting for its value survives.
  const [filterModel, setFilterModel] = React.useState(() => fromQuery('genre=is:Travel&pages=<:300'));

  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label="Query string (as in ?…)"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setFilterModel(fromQuery(event.target.value));
        }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={books}
          columns={columns}
          filterModel={filterModel}
          // Panel changes are written back into the query string.
          onFilterModelChange={(model) => {
            setFilterModel(model);
            setQuery(toQuery(model));
          }}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false } }}
        />
      </Box>
    </Stack>
  );
}
