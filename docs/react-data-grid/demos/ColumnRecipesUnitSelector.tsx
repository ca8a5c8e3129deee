import * as React from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

type TemperatureUnit = '°C' | '°F';
type SpeedUnit = 'km/h' | 'm/s' | 'kn';

const toTemperature = (celsius: number, unit: TemperatureUnit) =>
  unit === '°C' ? celsius : celsius * 1.8 + 32;
const SPEED_FACTORS: Record<SpeedUnit, number> = { 'km/h': 1, 'm/s': 1 / 3.6, kn: 1 / 1.852 };

interface UnitHeaderProps<U extends string> {
  title: string;
  units: readonly U[];
  value: U;
  onChange: (unit: U) => void;
}

/** A header title followed by a unit picker that does not sort the column when used. */
function UnitHeader<U extends string>({ title, units, value, onChange }: UnitHeaderProps<U>) {
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{title}</span>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as U)}
        onClick={stop}
        onMouseDown={stop}
        onKeyDown={stop}
        inputProps={{ 'aria-label': `Unit of ${title.toLowerCase()}` }}
        sx={{ fontSize: 'inherit' }}
      >
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

export default function ColumnRecipesUnitSelector() {
  const [temperatureUnit, setTemperatureUnit] = React.useState<TemperatureUnit>('°C');
  const [speedUnit, setSpeedUnit] = React.useState<SpeedUnit>('km/h');

  const columns = React.useMemo<GridColDef<StationReading>[]>(
    () => [
      { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
      {
        field: 'temperature',
        headerName: 'Temperature',
        type: 'number',
        width: 200,
        // Sorting and filtering keep using the stored °C value; only the display converts.
        valueFormatter: (value: number) =>
          `${toTemperature(value, temperatureUnit).toFixed(1)} ${temperatureUnit}`,
        renderHeader: () => (
          <UnitHeader
            title="Temperature"
            units={['°C', '°F'] as const}
            value={temperatureUnit}
            onChange={setTemperatureUnit}
          />
        ),
      },
      {
        field: 'windSpeed',
        headerName: 'Wind',
        type: 'number',
        width: 180,
        valueFormatter: (value: number) => `${(value * SPEED_FACTORS[speedUnit]).toFixed(1)} ${speedUnit}`,
        renderHeader: () => (
          <UnitHeader
            title="Wind"
            units={['km/h', 'm/s', 'kn'] as const}
            value={speedUnit}
            onChange={setSpeedUnit}
          />
        ),
      },
    ],
    [temperatureUnit, speedUnit],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
