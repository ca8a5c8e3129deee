import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridQuickFilterValuesSelector,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

/** One chip per active term, read from the grid state; deleting a chip removes that term. */
function ActiveTerms() {
  const apiRef = useGridApiContext();
  const values = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {values.map((value, index) => (
        <Chip
          key={`${String(value)}-${index}`}
          label={String(value)}
          size="small"
          onDelete={() => apiRef.current.setQuickFilterValues(values.filter((_, other) => other !== index))}
        />
      ))}
    </Stack>
  );
}

function TermsToolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap', rowGap: 8, paddingBlock: 8, minHeight: 'auto' }}>
      <QuickFilter>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
      <ActiveTerms />
    </Toolbar>
  );
}

export default function QuickFilterTermChips() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: TermsToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['yoga', 'noor'] } } }}
      />
    </Box>
  );
}
