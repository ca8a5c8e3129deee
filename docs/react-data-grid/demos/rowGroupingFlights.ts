/** Shared rows of the row grouping demos: one week of departures from four European hubs. */
export interface Flight {
  id: number;
  flightNo: string;
  airline: string;
  origin: string;
  destination: string;
  departure: Date;
  seatsSold: number;
  onTime: boolean;
}

const AIRLINES = [
  { name: 'KLM', code: 'KL', hub: 'AMS' },
  { name: 'Lufthansa', code: 'LH', hub: 'FRA' },
  { name: 'Iberia', code: 'IB', hub: 'MAD' },
  { name: 'SAS', code: 'SK', hub: 'CPH' },
] as const;
const DESTINATIONS = ['LHR', 'CDG', 'FCO', 'JFK', 'ATH', 'DUB', 'OSL', 'VIE'];

/** Values derived from the index, so the server render and the browser render match. */
export const flights: Flight[] = Array.from({ length: 40 }, (_, index) => {
  const airline = AIRLINES[index % AIRLINES.length] ?? AIRLINES[0];
  const day = 2 + (index % 5);
  const hour = 6 + ((index * 7) % 14);
  return {
    id: index + 1,
    flightNo: `${airline.code}${String(1000 + ((index * 137) % 900)).padStart(4, '0')}`,
    airline: airline.name,
    origin: airline.hub,
    destination: DESTINATIONS[(index * 3) % DESTINATIONS.length] ?? 'LHR',
    departure: new Date(Date.UTC(2025, 5, day, hour, (index * 13) % 60)),
    seatsSold: 90 + ((index * 53) % 210),
    onTime: index % 4 !== 1,
  };
});

/** Group rows have no departure of their own, and a grouped column formats its group keys too. */
export const formatDeparture = (value: Date | string | null | undefined) =>
  value instanceof Date ? `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC` : (value ?? '');
