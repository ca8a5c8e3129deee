/** Shared rows of the scrolling demos: hourly temperatures of cold-chain sensors in one warehouse. */
import type { GridColDef } from '@mui/x-data-grid';

export type SensorRow = { id: string; zone: string } & Record<`h${number}`, number>;

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const ZONES = ['Freezer A', 'Freezer B', 'Chiller 1', 'Chiller 2', 'Dock'];

/** 100 sensors; readings derived from the indexes so every render produces the same table. */
export const sensorRows: SensorRow[] = Array.from({ length: 100 }, (_, index) => {
  const zone = ZONES[index % ZONES.length] ?? 'Dock';
  const base = zone.startsWith('Freezer') ? -19 : zone.startsWith('Chiller') ? 3 : 11;
  const row = { id: `S-${String(401 + index).padStart(4, '0')}`, zone } as SensorRow;
  for (const hour of HOURS) {
    row[`h${hour}`] = base + (((index * 7 + hour * 3) % 21) - 10) / 10;
  }
  return row;
});

export const sensorColumns: GridColDef<SensorRow>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'zone', headerName: 'Zone', width: 110 },
  ...HOURS.map(
    (hour): GridColDef<SensorRow> => ({
      field: `h${hour}`,
      headerName: `${String(hour).padStart(2, '0')}:00`,
      type: 'number',
      width: 80,
      valueFormatter: (value: number) => value.toFixed(1),
    }),
  ),
];
