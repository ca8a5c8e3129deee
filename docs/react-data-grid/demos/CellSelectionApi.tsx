import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { HOURS, sensorRows, type SensorRow } from './cellSelectionData';

const columns: GridColDef<SensorRow>[] = [
  { field: 'sensor', headerName: 'Greenhouse', width: 150 },
  ...HOURS.map(
    (hour): GridColDef<SensorRow> => ({
      field: `h${hour}`,
      headerName: `${hour}:00`,
      type: 'number',
      width: 80,
    }),
  ),
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Nothing read yet.');

  const selectAfternoon = () => {
    apiRef.current?.selectCellRange({ id: 'GH-1', field: 'h12' }, { id: 'GH-4', field: 'h16' });
  };

  const readSelection = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    setReport(
      cells.length === 0
        ? 'No cells are selected.'
        : `${cells.length} cells: ${cells.map((cell) => `${cell.id}/${cell.field}`).join(', ')}`,
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={selectAfternoon}>
          Select GH-1 to GH-4, 12:00 to 16:00
        </Button>
        <Button size="small" variant="outlined" onClick={readSelection}>
          Read selection
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {report}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={sensorRows} columns={columns} cellSelection hideFooter />
      </Box>
    </Stack>
  );
}
