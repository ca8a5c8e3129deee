import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

// "Spread": the difference between the largest and the smallest value.
const spread: GridAggregationFunction<number, number> = {
  label: 'spread',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? Math.max(...numbers) - Math.min(...numbers) : null;
  },
};

const stations = [
  { id: 1, station: 'Lighthouse', coast: 'West', windKnots: 31, tempC: 11.2 },
  { id: 2, station: 'Ferry pier', coast: 'West', windKnots: 18, tempC: 12.8 },
  { id: 3, station: 'Dune ridge', coast: 'West', windKnots: 24, tempC: 12.1 },
  { id: 4, station: 'Fish market', coast: 'East', windKnots: 9, tempC: 14.5 },
  { id: 5, station: 'Yacht club', coast: 'East', windKnots: 14, tempC: 13.9 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'coast', headerName: 'Coast', width: 100 },
  { field: 'windKnots', headerName: 'Wind (kn)', type: 'number', width: 130 },
  { field: 'tempC', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={stations}
        columns={columns}
        // The built-in functions stay available next to the new one.
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, spread }}
        initialState={{ aggregation: { model: { windKnots: 'spread', tempC: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
