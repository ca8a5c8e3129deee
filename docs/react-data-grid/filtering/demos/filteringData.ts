/** The catalogue of a small public library: shared rows of the filtering demos. */
export type Genre = 'Crime' | 'History' | 'Poetry' | 'Science' | 'Travel' | 'Novel';

export interface Book {
  id: number;
  title: string;
  author: string;
  genre: Genre;
  pages: number;
  published: Date;
  available: boolean;
  rating: number;
  branch: string;
}

export const GENRES: Genre[] = ['Crime', 'History', 'Poetry', 'Science', 'Travel', 'Novel'];
export const BRANCHES = ['Central', 'Riverside', 'Old Town', 'Harbour'];

const TITLES = [
  'The Salt Road',
  'Winter at Kildare Street',
  'A Short History of Bridges',
  'Notes from the Lighthouse',
  'The Clockmaker’s Alibi',
  'Rivers of the Baltic',
  'Small Hours',
  'The Cartographer’s Daughter',
  'Weather over Lisbon',
  'Counting Stars in Atacama',
  'The Orchard Murders',
  'Letters from Trieste',
  'Bees, Briefly',
  'Night Train to Kraków',
  'The Quiet Harbour',
  'Copper and Tin',
  'Songs for a Ferry',
  'The Glass Archive',
  'Tides of Brittany',
  'A Field Guide to Lichens',
  'The Last Tram',
  'Frost Fair',
  'The Weaver’s Ledger',
  'Mapping the Moon',
];
const AUTHORS = [
  'Aoife Brennan',
  'Tomás Ferreira',
  'Ingrid Solberg',
  'Małgorzata Nowak',
  'Kwame Asante',
  'Léa Moreau',
  'Hiroshi Tanaka',
  'Zoë Ellison',
];

export const books: Book[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  author: AUTHORS[(index * 3) % AUTHORS.length] ?? 'Aoife Brennan',
  genre: GENRES[(index * 5) % GENRES.length] ?? 'Novel',
  pages: 96 + ((index * 71) % 520),
  published: new Date(Date.UTC(1968 + ((index * 7) % 57), (index * 5) % 12, 1 + ((index * 11) % 27))),
  available: index % 3 !== 1,
  rating: 1 + ((index * 7) % 5),
  branch: BRANCHES[index % BRANCHES.length] ?? 'Central',
}));
