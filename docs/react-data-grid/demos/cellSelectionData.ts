/** Hourly temperatures of greenhouse sensors: shared rows of the cell selection demos. */
export const HOURS = ['06', '08', '10', '12', '14', '16', '18'] as const;
export type HourField = `h${(typeof HOURS)[number]}`;

export type SensorRow = { id: string; sensor: string } & Record<HourField, number>;

const SENSORS = ['Tomatoes north', 'Tomatoes south', 'Peppers', 'Seedlings', 'Herbs', 'Orchids', 'Citrus'];

export const hourFields: HourField[] = HOURS.map((hour) => `h${hour}` as const);

export const sensorRows: SensorRow[] = SENSORS.map((sensor, row) => {
  const readings = {} as Record<HourField, number>;
  hourFields.forEach((field, column) => {
    // Cool mornings, warm early afternoons, each house a little different.
    const base = 14 + row * 0.8;
    const daytime = Math.sin((column / (hourFields.length - 1)) * Math.PI) * (9 + (row % 3));
    readings[field] = Math.round((base + daytime) * 10) / 10;
  });
  return { id: `GH-${row + 1}`, sensor, ...readings };
});
