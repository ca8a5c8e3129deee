import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { books, BRANCHES, GENRES, type Book } from './filteringData';

export default function RecipesFilterFromCell() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // Clicking a chip filters on its value; clicking it again while that filter is on removes it.
  const toggleFilter = React.useCallback((field: 'genre' | 'branch', value: string) => {
    setFilterModel((model) => {
      const active = model.items.some((item) => item.field === field && item.value === value);
      const others = model.items.filter((item) => item.field !== field);
      return { ...model, items: active ? others : [...others, { field, operator: 'is', value }] };
    });
  }, []);

  const columns = React.useMemo<GridColDef<Book>[]>(() => {
    const chipColumn = (
      field: 'genre' | 'branch',
      headerName: string,
      options: string[],
    ): GridColDef<Book> => ({
      field,
      headerName,
      type: 'singleSelect',
      valueOptions: options,
      width: 130,
      renderCell: ({ value }) => (
        <Chip size="small" label={String(value)} onClick={() => toggleFilter(field, String(value))} />
      ),
    });
    return [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      chipColumn('genre', 'Genre', GENRES),
      chipColumn('branch', 'Branch', BRANCHES),
      { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
    ];
  }, [toggleFilter]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        disableRowSelectionOnClick
        showToolbar
      />
    </Box>
  );
}
