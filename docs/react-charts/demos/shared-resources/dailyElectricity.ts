/**
 * Invented daily electricity use of a small office building through 2024 (a leap year, 366 days).
 * The values come from a fixed formula and a seeded generator, so every render gets the same data.
 */
export interface DailyElectricity {
  /** Midnight UTC of the day. */
  date: Date;
  /** Energy used that day, in kilowatt-hours. */
  kWh: number;
  /** Highest 15-minute demand of the day, in kilowatts. */
  peakKw: number;
}

/** A small linear congruential generator: the same seed always gives the same sequence. */
function seededGenerator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const DAY_IN_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const next = seededGenerator(2024);

export const dailyElectricity: DailyElectricity[] = Array.from({ length: 366 }, (_, dayIndex) => {
  const date = new Date(FIRST_DAY + dayIndex * DAY_IN_MS);
  const weekday = date.getUTCDay();
  const isWeekend = weekday === 0 || weekday === 6;
  // Heating in winter and cooling in high summer both raise the load.
  const heating = 120 * Math.max(0, Math.cos((2 * Math.PI * (dayIndex - 10)) / 366));
  const cooling = 90 * Math.max(0, Math.cos((2 * Math.PI * (dayIndex - 200)) / 122) - 0.3);
  const workload = isWeekend ? 140 : 380;
  const kWh = Math.round(workload + heating + cooling + (next() - 0.5) * 40);
  const peakKw = Math.round((kWh / (isWeekend ? 16 : 10)) * (0.9 + next() * 0.2));
  return { date, kWh, peakKw };
});

/** Formats a day as "3 Jan", in UTC so that server and browser agree. */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Formats a day as "Wed 3 Jan 2024", in UTC. */
export function formatLongDay(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
