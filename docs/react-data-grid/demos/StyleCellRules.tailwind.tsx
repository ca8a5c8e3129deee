import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { readingLevel, readings, type Reading, type ReadingLevel } from './styleData';

const levelClasses: Record<ReadingLevel, string> = {
  low: 'bg-sky-600 text-white',
  high: 'bg-red-600 text-white',
  normal: 'font-semibold text-emerald-700 dark:text-emerald-300',
};

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'bay', headerName: 'Bay', width: 90 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

// One rule for the whole grid: only the reading columns get utility classes.
function getCellClassName(params: GridCellParams<Reading>) {
  const level = readingLevel(params.field, params.value);
  return level ? levelClasses[level] : '';
}

export default function StyleCellRules() {
  return (
    <div className="h-[400px] w-full">
      <DataGrid rows={readings} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </div>
  );
}
