/** Departures of a regional airport: shared rows of the sorting demos. */
export type FlightStatus = 'Boarding' | 'Delayed' | 'On time' | 'Cancelled';

export interface Departure {
  id: string;
  flight: string;
  destination: string;
  gate: string | null;
  scheduled: Date;
  delayMinutes: number;
  status: FlightStatus;
}

const DESTINATIONS = [
  'Oslo',
  'Vilnius',
  'Bilbao',
  'Catania',
  'Tromsø',
  'Graz',
  'Split',
  'Aberdeen',
  'Nantes',
];
const AIRLINES = ['NR', 'BT', 'VY', 'FR', 'LX'];
const STATUSES: FlightStatus[] = ['On time', 'Boarding', 'Delayed', 'On time', 'Cancelled', 'On time'];

export function createDepartures(count: number): Departure[] {
  return Array.from({ length: count }, (_, index) => {
    const status = STATUSES[(index * 5) % STATUSES.length] ?? 'On time';
    return {
      id: `DEP-${index + 1}`,
      flight: `${AIRLINES[index % AIRLINES.length]} ${String(210 + ((index * 37) % 780))}`,
      destination: DESTINATIONS[(index * 4) % DESTINATIONS.length] ?? 'Oslo',
      gate: index % 7 === 3 ? null : `${'ABC'[index % 3]}${1 + ((index * 3) % 14)}`,
      scheduled: new Date(Date.UTC(2025, 5, 14, 6 + Math.floor(index / 3), (index * 20) % 60)),
      delayMinutes: status === 'Delayed' ? 15 + ((index * 13) % 90) : 0,
      status,
    };
  });
}

export function formatTime(value: Date): string {
  return value.toISOString().slice(11, 16);
}
