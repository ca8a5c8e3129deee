/** Meter readings of a water utility, generated on demand: shared data of the virtualization demos. */
export type MeterRow = { id: number; meter: string; district: string } & Record<string, number | string>;

const DISTRICTS = ['Harbourside', 'Millbrook', 'Ashford Hill', 'Quarry Lane', 'St. Anne’s', 'Riverbend'];

/** A small deterministic generator, so the server and the browser produce the same readings. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** `dayCount` columns of daily consumption (litres), one per day from 1 March 2025. */
export function dayFields(dayCount: number): string[] {
  return Array.from({ length: dayCount }, (_, day) => `d${String(day + 1).padStart(2, '0')}`);
}

export function createMeterRows(count: number, dayCount: number): MeterRow[] {
  const random = seeded(2025);
  const fields = dayFields(dayCount);
  return Array.from({ length: count }, (_, index) => {
    const row: MeterRow = {
      id: index + 1,
      meter: `WM-${String(100000 + index * 13).slice(1)}`,
      district: DISTRICTS[index % DISTRICTS.length] ?? 'Millbrook',
    };
    const household = 120 + random() * 380;
    for (const field of fields) row[field] = Math.round(household * (0.7 + random() * 0.6));
    return row;
  });
}
