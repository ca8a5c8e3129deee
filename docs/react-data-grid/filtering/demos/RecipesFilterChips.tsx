import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterItem, type GridFilterModel } from '@mui/x-data-grid';
import { books, GENRES, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

function describeItem(item: GridFilterItem): string {
  const column = columns.find((candidate) => candidate.field === item.field);
  const value = Array.isArray(item.value) ? item.value.join(', ') : String(item.value ?? '');
  return `${column?.headerName ?? item.field} ${item.operator} ${value}`.trim();
}

/** An item counts once it has a value, or uses an operator that needs none. */
function isActive(item: GridFilterItem): boolean {
  const needsNoValue = item.operator === 'isEmpty' || item.operator === 'isNotEmpty';
  return needsNoValue || (item.value !== undefined && item.value !== '' && item.value !== null);
}

export default function RecipesFilterChips() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'genre', operator: 'is', value: 'Novel' }],
    quickFilterValues: ['the'],
  });
  const activeItems = filterModel.items.filter(isActive);
  const words = filterModel.quickFilterValues ?? [];

  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', minHeight: 32 }}
      >
        <Typography variant="body2">Active filters:</Typography>
        {activeItems.length === 0 && words.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            none
          </Typography>
        ) : null}
        {activeItems.map((item) => (
          <Chip
            key={`${item.field}-${item.operator}`}
            label={describeItem(item)}
            color="primary"
            variant="outlined"
            onDelete={() =>
              setFilterModel((model) => ({ ...model, items: model.items.filter((other) => other !== item) }))
            }
          />
        ))}
        {words.map((word: string) => (
          <Chip
            key={`word-${word}`}
            label={`“${word}”`}
            onDelete={() =>
              setFilterModel((model) => ({
                ...model,
                quickFilterValues: (model.quickFilterValues ?? []).filter((other) => other !== word),
              }))
            }
          />
        ))}
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={books}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
