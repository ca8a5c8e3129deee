import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { books, BRANCHES, GENRES, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'branch', headerName: 'Branch', type: 'singleSelect', valueOptions: BRANCHES, width: 120 },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'branch', operator: 'is', value: 'Riverside' }],
  });
  const activeBranch = filterModel.items.find(
    (item) => item.field === 'branch' && item.operator === 'is',
  )?.value;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {BRANCHES.map((branch) => (
          <Chip
            key={branch}
            label={branch}
            color={activeBranch === branch ? 'primary' : 'default'}
            onClick={() => setFilterModel({ items: [{ field: 'branch', operator: 'is', value: branch }] })}
          />
        ))}
        <Chip label="All branches" variant="outlined" onClick={() => setFilterModel({ items: [] })} />
      </Stack>
      <Typography variant="body2" component="code" sx={{ overflowWrap: 'anywhere' }}>
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={books}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
