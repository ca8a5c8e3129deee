/** A pretend back end for the persistence demos: it answers after a delay, like a real API would. */
export interface Seat {
  id: string;
  passenger: string;
  seat: string;
  meal: 'Standard' | 'Vegetarian' | 'Vegan' | 'Gluten-free';
  revision: number;
}

export const initialSeats: Seat[] = [
  { id: 'PNR-4QZ7', passenger: 'Astrid Nilsen', seat: '12A', meal: 'Standard', revision: 1 },
  { id: 'PNR-8KD2', passenger: 'Kenji Watanabe', seat: '12B', meal: 'Vegetarian', revision: 1 },
  { id: 'PNR-2MX9', passenger: 'Fatima Zahra', seat: '14C', meal: 'Gluten-free', revision: 3 },
  { id: 'PNR-7HT4', passenger: 'Gabriel Souza', seat: '21F', meal: 'Vegan', revision: 2 },
  { id: 'PNR-5NB1', passenger: 'Mairead Kelly', seat: '22D', meal: 'Standard', revision: 1 },
];

export const SERVER_DELAY_MS = 600;

const SEAT_PATTERN = /^([1-9]|[1-3][0-9])[A-F]$/;

/**
 * Saves a seat assignment. Rejects seats that do not exist on the aircraft (rows 1–39, letters A–F)
 * and returns the stored record with its revision number increased.
 */
export function saveSeat(seat: Seat): Promise<Seat> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const normalized = seat.seat.trim().toUpperCase();
      if (!SEAT_PATTERN.test(normalized)) {
        reject(new Error(`Seat “${seat.seat}” does not exist on this aircraft (rows 1–39, A–F).`));
        return;
      }
      if (seat.passenger.trim() === '') {
        reject(new Error('The passenger name cannot be empty.'));
        return;
      }
      resolve({ ...seat, seat: normalized, passenger: seat.passenger.trim(), revision: seat.revision + 1 });
    }, SERVER_DELAY_MS);
  });
}

export const MEALS: Seat['meal'][] = ['Standard', 'Vegetarian', 'Vegan', 'Gluten-free'];
