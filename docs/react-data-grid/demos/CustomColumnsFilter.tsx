import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

interface Rotation extends Flight {
  groundMinutes: number;
}

const rows: Rotation[] = createFlights(14).map((flight, index) => ({
  ...flight,
  groundMinutes: 30 + ((index * 17) % 75),
}));

function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/** "Longer than" compares with a number of hours typed by the reader. */
const longerThanHours: GridFilterOperator<Rotation, number, string, GridTypeFilterInputValueProps> = {
  label: 'longer than (hours)',
  value: 'longerThanHours',
  getApplyFilterFn: (filterItem) => {
    const hours = Number(filterItem.value);
    if (filterItem.value == null || filterItem.value === '' || Number.isNaN(hours)) {
      return null;
    }
    return (value) => value > hours * 60;
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
};

/** Durations are stored in minutes: shown as hours and minutes, filtered in hours. */
const durationColumn: GridColTypeDef = {
  type: 'number',
  width: 150,
  valueFormatter: (value: number) => formatDuration(value),
  filterOperators: [longerThanHours, ...getGridNumericOperators()],
};

const columns: GridColDef<Rotation>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { ...durationColumn, field: 'durationMinutes', headerName: 'Flight time' },
  { ...durationColumn, field: 'groundMinutes', headerName: 'Time at gate' },
];

export default function CustomColumnsFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'durationMinutes', operator: 'longerThanHours', value: '2' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
