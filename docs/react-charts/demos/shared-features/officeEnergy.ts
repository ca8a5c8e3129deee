/**
 * Invented energy use of a small office building, shared by several demos of
 * the charts guide. Monthly figures are in megawatt-hours (MWh); the hourly
 * demand is in kilowatts (kW) and starts on Monday 10 March 2025 at 00:00 UTC.
 */
export const energyMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const energyByUse = {
  heating: [18.2, 16.4, 12.1, 7.3, 3.0, 0.6, 0.2, 0.3, 1.8, 6.2, 12.8, 17.1],
  cooling: [0.1, 0.2, 0.6, 1.4, 3.9, 8.7, 12.6, 12.1, 6.8, 2.2, 0.4, 0.1],
  lighting: [6.1, 5.6, 5.2, 4.6, 4.1, 3.8, 3.7, 3.9, 4.4, 5.1, 5.8, 6.3],
  equipment: [9.4, 9.1, 9.6, 9.2, 9.5, 9.3, 8.1, 6.9, 9.4, 9.7, 9.6, 8.2],
};

export const solarGeneration = [2.1, 3.4, 5.9, 8.2, 10.6, 11.8, 12.4, 11.1, 8.3, 5.4, 2.9, 1.8];

const HOUR = 60 * 60 * 1000;
export const demandStart = Date.UTC(2025, 2, 10);

/** Demand for 48 hours: a night-time base load and a working-day peak, from a fixed formula. */
export const hourlyDemand = Array.from({ length: 48 }, (_, index) => {
  const hour = index % 24;
  const working = hour >= 8 && hour <= 18 ? Math.sin(((hour - 8) / 10) * Math.PI) : 0;
  const kW = Math.round(42 + 88 * working + (hour === 12 ? -9 : 0) + (index >= 24 ? 6 : 0));
  return { time: new Date(demandStart + index * HOUR), kW };
});
