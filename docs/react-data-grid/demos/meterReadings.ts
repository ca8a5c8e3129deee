/** Shared rows of the web worker export demo: a month of half-hourly electricity readings for three sites. */
export interface MeterReading {
  id: number;
  site: string;
  readAt: Date;
  kwh: number;
  tariff: 'Peak' | 'Off-peak';
  costEur: number;
}

const SITES = ['Depot North', 'Head office', 'Cold store'];
const BASE_LOAD = [38, 22, 61];

/** 3 sites × 30 days × 48 half hours = 4,320 rows, derived from the index. */
export const meterReadings: MeterReading[] = Array.from({ length: 3 * 30 * 48 }, (_, index) => {
  const siteIndex = index % 3;
  const slot = Math.floor(index / 3);
  const halfHour = slot % 48;
  const day = Math.floor(slot / 48);
  const hour = halfHour / 2;
  const peak = hour >= 8 && hour < 20;
  const kwh = Math.round(((BASE_LOAD[siteIndex] ?? 30) * (peak ? 1.6 : 0.7) + ((index * 37) % 17)) * 10) / 10;
  return {
    id: index + 1,
    site: SITES[siteIndex] ?? 'Depot North',
    readAt: new Date(Date.UTC(2025, 10, 1 + day, Math.floor(hour), (halfHour % 2) * 30)),
    kwh,
    tariff: peak ? 'Peak' : 'Off-peak',
    costEur: Math.round(kwh * (peak ? 0.31 : 0.19) * 100) / 100,
  };
});
