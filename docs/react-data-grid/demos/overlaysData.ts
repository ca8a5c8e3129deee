/** Shared data of the overlays demos: one morning of departures at an invented regional airport. */
export interface Departure {
  id: string;
  flight: string;
  destination: string;
  gate: string;
  scheduled: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';
}

const DESTINATIONS = ['Lisbon', 'Oslo', 'Vienna', 'Dublin', 'Bologna', 'Krakow', 'Seville', 'Tallinn'];
const STATUSES: Departure['status'][] = ['On time', 'On time', 'Boarding', 'Delayed', 'On time', 'Cancelled'];
const CARRIERS = ['NX', 'KL', 'TP', 'EI'];

export const departures: Departure[] = Array.from({ length: 18 }, (_, index) => {
  const minutes = 6 * 60 + index * 25;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return {
    id: `dep-${index + 1}`,
    flight: `${CARRIERS[index % CARRIERS.length]} ${410 + index * 13}`,
    destination: DESTINATIONS[(index * 3) % DESTINATIONS.length] ?? 'Lisbon',
    gate: `${String.fromCharCode(65 + (index % 3))}${(index % 9) + 1}`,
    scheduled: `${hours}:${String(minutes % 60).padStart(2, '0')}`,
    status: STATUSES[index % STATUSES.length] ?? 'On time',
  };
});
