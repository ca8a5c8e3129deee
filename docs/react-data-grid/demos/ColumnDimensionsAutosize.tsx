import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight' },
  { field: 'airline', headerName: 'Airline' },
  { field: 'destination', headerName: 'Destination' },
  { field: 'country', headerName: 'Country' },
  { field: 'aircraft', headerName: 'Aircraft' },
  { field: 'status', headerName: 'Status' },
];

// Used on mount, and when the reader double-clicks a column separator.
const autosizeOptions: GridAutosizeOptions = { includeHeaders: true, includeOutliers: true };

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();

  const autosize = (options: GridAutosizeOptions) => {
    void apiRef.current?.autosizeColumns(options);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => autosize(autosizeOptions)}>
          Fit to content
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => autosize({ ...autosizeOptions, expand: true })}
        >
          Fit and fill the width
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => autosize({ columns: ['destination', 'country'], includeHeaders: false })}
        >
          Fit cells only, two columns
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={autosizeOptions}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
