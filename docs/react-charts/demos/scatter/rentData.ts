import { createRandom, round } from '../shared-types/seededRandom';

export interface Flat {
  id: string;
  /** Living area in square metres. */
  x: number;
  /** Monthly rent in euros. */
  y: number;
}

/** Invented flats for rent in a city: rent grows with size, plus some noise. */
export function generateFlats(city: string, seed: number, pricePerSquareMetre: number): Flat[] {
  const random = createRandom(seed);
  return Array.from({ length: 45 }, (_, index) => {
    const area = round(28 + random() * 92);
    // Rents are rounded to the nearest 10 euros.
    const rent = Math.round((area * pricePerSquareMetre * (0.82 + random() * 0.36) + 120) / 10) * 10;
    return { id: `${city}-${index}`, x: area, y: rent };
  });
}

export const flatsInLeipzig = generateFlats('leipzig', 11, 9.2);
export const flatsInMunich = generateFlats('munich', 23, 19.5);
