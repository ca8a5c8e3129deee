import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const books = [
  { id: 1, title: 'The Lantern Keeper', author: 'R. Achebe-Lund', published: 2019, rating: 4.4 },
  { id: 2, title: 'Small Hours', author: 'P. Moreau', published: 2021, rating: 3.9 },
  { id: 3, title: 'A Winter of Kites', author: 'S. Farah', published: 2016, rating: 4.7 },
  { id: 4, title: 'Ironwork', author: 'J. Halloran', published: 2023, rating: 4.1 },
  { id: 5, title: 'Glass Harbour', author: 'M. Ibsen', published: 2018, rating: 4.5 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'published', headerName: 'Published', type: 'number', width: 110, valueFormatter: (value: number) => String(value) },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const presets: Record<string, GridSortModel> = {
  newest: [{ field: 'published', sort: 'desc' }],
  best: [{ field: 'rating', sort: 'desc' }],
  title: [{ field: 'title', sort: 'asc' }],
};

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.newest as GridSortModel);
  const active = Object.keys(presets).find((key) => JSON.stringify(presets[key]) === JSON.stringify(sortModel));

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={active ?? null}
        onChange={(_event, key: string | null) => key && setSortModel(presets[key] as GridSortModel)}
        aria-label="Sort books"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="newest">Newest</ToggleButton>
        <ToggleButton value="best">Best rated</ToggleButton>
        <ToggleButton value="title">A–Z</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={books}
          columns={columns}
          sortModel={sortModel}
          // Header clicks report here too, so the buttons follow them.
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
