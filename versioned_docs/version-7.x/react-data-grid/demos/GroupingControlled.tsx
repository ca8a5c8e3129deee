import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

const books = [
  { id: 1, title: 'The Tin Lighthouse', genre: 'Mystery', decade: '1990s', format: 'Paperback' },
  { id: 2, title: 'Counting Gulls', genre: 'Poetry', decade: '2010s', format: 'Hardback' },
  { id: 3, title: 'North of the Weir', genre: 'Mystery', decade: '2010s', format: 'E-book' },
  { id: 4, title: 'A Map of Salt', genre: 'History', decade: '1990s', format: 'Paperback' },
  { id: 5, title: 'Ferryman', genre: 'Poetry', decade: '1990s', format: 'Paperback' },
  { id: 6, title: 'The Drowned Orchard', genre: 'Mystery', decade: '2020s', format: 'Hardback' },
  { id: 7, title: 'Canal Cities', genre: 'History', decade: '2020s', format: 'E-book' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'decade', headerName: 'Decade', width: 100 },
  { field: 'format', headerName: 'Format', width: 120 },
];

export default function GroupingControlled() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['genre']);
  // Hides the grouped columns on mount and whenever a column joins or leaves the model.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={model}
        onChange={(_event, fields: string[]) => setModel(fields)}
        aria-label="Group books by"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="genre">Genre</ToggleButton>
        <ToggleButton value="decade">Decade</ToggleButton>
        <ToggleButton value="format">Format</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={books}
          columns={columns}
          initialState={initialState}
          // The order of the fields is the order of the levels.
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
