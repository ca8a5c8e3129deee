import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { readingLevel, readings, type Reading } from './styleData';
import './StyleCellRules.css';

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'bay', headerName: 'Bay', width: 90 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

// One rule for the whole grid: only the reading columns get a class.
function getCellClassName(params: GridCellParams<Reading>) {
  const level = readingLevel(params.field, params.value);
  return level ? `reading reading--${level}` : '';
}

export default function StyleCellRules() {
  return (
    <div className="greenhouse-grid">
      <DataGrid rows={readings} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </div>
  );
}
