import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, QuickFilter, QuickFilterControl, Toolbar, type GridFilterModel } from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

/** "indoor cycling, saturday" is two terms, each of which may contain spaces. */
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
const formatTerms = (values: unknown[]) => values.map(String).join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseTerms} formatter={formatTerms} debounceMs={400}>
        <QuickFilterControl placeholder="Terms, separated by commas" size="small" fullWidth />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCommaTerms() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['indoor cycling', 'saturday'],
  });
  return (
    <Stack spacing={1}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={studioClasses}
          columns={studioColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          slots={{ toolbar: CommaSearchToolbar }}
        />
      </Box>
      <Typography variant="body2" role="status">
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
    </Stack>
  );
}
