import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';
import { HOURS, hourFields, sensorRows, type HourField, type SensorRow } from './cellSelectionData';

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

function summarise(model: GridCellSelectionModel): string {
  const values: number[] = [];
  for (const row of sensorRows) {
    const selectedFields = model[row.id] ?? {};
    for (const field of hourFields) {
      if (selectedFields[field]) values.push(row[field as HourField]);
    }
  }
  if (values.length === 0) return 'Select cells to see their average temperature.';
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `${values.length} readings selected, average ${average.toFixed(1)} °C, peak ${Math.max(...values)} °C.`;
}

export default function CellSelectionBasic() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    'GH-1': { h10: true, h12: true },
    'GH-2': { h10: true, h12: true },
  });

  return (
    <Stack spacing={1}>
      <Typography variant="body2">{summarise(cellSelectionModel)}</Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={sensorRows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
