import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { BRANCHES, books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  // Readers cannot filter by branch: the branch comes from the page they opened, not from the grid.
  { field: 'branch', headerName: 'Branch', width: 120, filterable: false },
];

export default function FilteringNonFilterableFromCode() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 'branch', field: 'branch', operator: 'equals', value: 'Central' }],
  });
  const branchItem = filterModel.items.find((item) => item.field === 'branch');

  const showBranch = (branch: string | null) =>
    setFilterModel((model) => ({
      ...model,
      items: [
        ...model.items.filter((item) => item.field !== 'branch'),
        ...(branch ? [{ id: 'branch', field: 'branch', operator: 'equals', value: branch }] : []),
      ],
    }));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Typography variant="body2">Branch:</Typography>
        {BRANCHES.map((branch) => (
          <Button
            key={branch}
            size="small"
            variant={branchItem?.value === branch ? 'contained' : 'outlined'}
            onClick={() => showBranch(branch)}
          >
            {branch}
          </Button>
        ))}
        <Button size="small" onClick={() => showBranch(null)}>
          All branches
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={books}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        {JSON.stringify(filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })))}
      </Typography>
    </Stack>
  );
}
