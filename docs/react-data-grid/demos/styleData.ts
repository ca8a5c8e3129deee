/** Shared data of the styling demos: library loans and greenhouse sensor readings, generated from the index. */
export interface Loan {
  id: number;
  title: string;
  borrower: string;
  branch: string;
  dueDate: Date;
  renewals: number;
}

const TITLES = [
  'The Left Hand of Darkness',
  'A Field Guide to Mosses',
  'Bread Baking Basics',
  'The Cartographer’s Daughter',
  'Practical Woodworking',
  'Birds of the Atlantic Coast',
  'An Introduction to Astronomy',
  'The Quiet Harbour',
];
const BORROWERS = ['R. Almeida', 'J. Kowalski', 'S. Haddad', 'M. Okonkwo', 'E. Lindgren', 'P. Rossi', 'A. Nakamura'];
const BRANCHES = ['Central', 'Riverside', 'Hillcrest', 'Old Town'];

export const loans: Loan[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  title: TITLES[index % TITLES.length] ?? '',
  borrower: BORROWERS[(index * 5) % BORROWERS.length] ?? '',
  branch: BRANCHES[index % BRANCHES.length] ?? '',
  dueDate: new Date(Date.UTC(2025, 4, 2 + ((index * 3) % 24))),
  renewals: (index * 7) % 4,
}));

/** The day the demos treat as "today", fixed so the server and the browser agree. */
export const LIBRARY_TODAY = new Date(Date.UTC(2025, 4, 14));

export interface Reading {
  id: number;
  bay: string;
  sensor: string;
  temperature: number;
  humidity: number;
}

export const readings: Reading[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  bay: `Bay ${Math.floor(index / 3) + 1}`,
  sensor: `GH-${String(201 + index).padStart(4, '0')}`,
  temperature: Math.round((14 + ((index * 37) % 190) / 10) * 10) / 10,
  humidity: 38 + ((index * 23) % 50),
}));

export type ReadingLevel = 'low' | 'normal' | 'high';

/** Healthy ranges of the greenhouse: below or above them a reading needs attention. */
export const READING_RANGES: Record<'temperature' | 'humidity', [number, number]> = {
  temperature: [17, 28],
  humidity: [45, 75],
};

export function readingLevel(field: string, value: unknown): ReadingLevel | null {
  if (field !== 'temperature' && field !== 'humidity') return null;
  if (typeof value !== 'number') return null;
  const [low, high] = READING_RANGES[field];
  if (value < low) return 'low';
  if (value > high) return 'high';
  return 'normal';
}
