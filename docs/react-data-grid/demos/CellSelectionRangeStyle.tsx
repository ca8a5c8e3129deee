import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';
import { HOURS, hourFields, sensorRows, type SensorRow } from './cellSelectionData';

const columns: GridColDef<SensorRow>[] = [
  { field: 'sensor', headerName: 'Greenhouse', width: 160 },
  ...hourFields.map(
    (field, index): GridColDef<SensorRow> => ({
      field,
      headerName: `${HOURS[index] ?? ''}:00`,
      type: 'number',
      width: 80,
      valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
    }),
  ),
];

const edge = '2px solid #2e7d32';

export default function CellSelectionRangeStyle() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
        [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
        [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
        [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
      }}
    >
      <DataGridPremium
        rows={sensorRows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: {
            'GH-2': { h12: true, h14: true },
            'GH-3': { h12: true, h14: true },
            'GH-4': { h12: true, h14: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
