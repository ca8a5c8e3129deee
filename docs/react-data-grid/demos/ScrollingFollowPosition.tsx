import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { sensorColumns, sensorRows } from './scrollingSensors';

const ROW_HEIGHT = 52;

export default function ScrollingFollowPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  // Fires on every scroll frame: the handler only stores two numbers. The effect runs after the grid
  // has mounted, so `apiRef.current` is set; the returned function unsubscribes.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) =>
        setPosition({ top: params.top, left: params.left }),
      ),
    [apiRef],
  );

  const firstRow = sensorRows[Math.min(sensorRows.length - 1, Math.floor(position.top / ROW_HEIGHT))];

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Scrolled {Math.round(position.top)} px down and {Math.round(position.left)} px across · top row:
        sensor {firstRow?.id}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={sensorRows}
          columns={sensorColumns}
          rowHeight={ROW_HEIGHT}
          hideFooter
        />
      </Box>
    </Box>
  );
}
