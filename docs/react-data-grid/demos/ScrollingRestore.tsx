import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { sensorColumns, sensorRows } from './scrollingSensors';

export default function ScrollingRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  const remember = () => {
    const position = apiRef.current?.getScrollPosition();
    if (position) setSaved(position);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={remember}>
          Remember position
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to the start
        </Button>
        <Button variant="contained" disabled={!saved} onClick={() => saved && apiRef.current?.scroll(saved)}>
          Restore position
        </Button>
        <Typography variant="body2">
          {saved
            ? `Saved: ${Math.round(saved.top)} px down, ${Math.round(saved.left)} px across`
            : 'No position saved'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={sensorRows}
          columns={sensorColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[100]}
        />
      </Box>
    </Box>
  );
}
