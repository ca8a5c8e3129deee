/** Timed-entry tickets of a city museum: shared rows of the localization demos. */
export interface Ticket {
  id: number;
  visitor: string;
  exhibition: string;
  entry: Date;
  price: number;
  member: boolean;
}

const VISITORS = [
  'Yara Haddad',
  'Olek Zieliński',
  'Maren Holt',
  'Keanu Akana',
  'Sofía Pardo',
  'Ewan Fraser',
  'Chloé Girard',
  'Rin Sato',
];
const EXHIBITIONS = ['Dutch Masters', 'Ceramics of Jingdezhen', 'Maps and Empires', 'Modern Textiles'];

export const tickets: Ticket[] = Array.from({ length: 32 }, (_, index) => ({
  id: index + 1,
  visitor: VISITORS[index % VISITORS.length] ?? 'Maren Holt',
  exhibition: EXHIBITIONS[(index * 3) % EXHIBITIONS.length] ?? 'Dutch Masters',
  entry: new Date(Date.UTC(2025, 9, 4 + (index % 6), 9 + (index % 8), index % 2 === 0 ? 0 : 30)),
  price: index % 5 === 0 ? 0 : 12 + (index % 3) * 4,
  member: index % 5 === 0,
}));
