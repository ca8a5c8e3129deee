/**
 * Generated data shared by the getting-started, layout and column demos.
 * Everything is derived from a seeded generator, so the server and the
 * browser render the same rows.
 */

/** A small linear congruential generator: same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function pickFrom<T>(values: readonly T[], index: number): T {
  const value = values[((index % values.length) + values.length) % values.length];
  if (value === undefined) {
    throw new Error('pickFrom needs a non-empty list');
  }
  return value;
}

// ---------------------------------------------------------------------------
// Flights of a regional airport's departure board
// ---------------------------------------------------------------------------

export type FlightStatus = 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';

export interface Flight {
  id: number;
  flightNumber: string;
  airline: string;
  destination: string;
  country: string;
  departure: Date;
  gate: string;
  aircraft: string;
  seats: number;
  booked: number;
  durationMinutes: number;
  fare: number;
  status: FlightStatus;
  international: boolean;
}

const AIRLINES = [
  { name: 'Nordlys Air', code: 'NL' },
  { name: 'Aurelia Airways', code: 'AU' },
  { name: 'Cobalt Jet', code: 'CJ' },
  { name: 'Sierra Regional', code: 'SR' },
] as const;

const DESTINATIONS = [
  { city: 'Lisbon', country: 'Portugal', minutes: 165 },
  { city: 'Oslo', country: 'Norway', minutes: 130 },
  { city: 'Vienna', country: 'Austria', minutes: 95 },
  { city: 'Marseille', country: 'France', minutes: 70 },
  { city: 'Bologna', country: 'Italy', minutes: 105 },
  { city: 'Cork', country: 'Ireland', minutes: 120 },
  { city: 'Kraków', country: 'Poland', minutes: 110 },
  { city: 'Valencia', country: 'Spain', minutes: 140 },
  { city: 'Nantes', country: 'France', minutes: 60 },
  { city: 'Tallinn', country: 'Estonia', minutes: 155 },
] as const;

const AIRCRAFT = [
  { model: 'A320neo', seats: 180 },
  { model: 'E195-E2', seats: 132 },
  { model: 'ATR 72-600', seats: 70 },
  { model: '737-800', seats: 189 },
] as const;

const STATUSES: readonly FlightStatus[] = [
  'On time',
  'On time',
  'Boarding',
  'Delayed',
  'On time',
  'Cancelled',
];

export function createFlights(count: number, seed = 7): Flight[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const airline = pickFrom(AIRLINES, Math.floor(random() * AIRLINES.length));
    const destination = pickFrom(DESTINATIONS, index * 3 + Math.floor(random() * 3));
    const aircraft = pickFrom(AIRCRAFT, Math.floor(random() * AIRCRAFT.length));
    const minutesAfterSix = index * 25 + Math.floor(random() * 20);
    return {
      id: index + 1,
      flightNumber: `${airline.code}${String(200 + index * 13).padStart(4, '0')}`,
      airline: airline.name,
      destination: destination.city,
      country: destination.country,
      departure: new Date(2025, 5, 14, 6, minutesAfterSix),
      gate: `${pickFrom(['A', 'B', 'C'], index)}${1 + Math.floor(random() * 24)}`,
      aircraft: aircraft.model,
      seats: aircraft.seats,
      booked: Math.floor(aircraft.seats * (0.45 + random() * 0.55)),
      durationMinutes: destination.minutes + Math.floor(random() * 15),
      fare: Math.round(49 + random() * 260) + 0.99,
      status: pickFrom(STATUSES, Math.floor(random() * STATUSES.length)),
      international: destination.country !== 'France',
    };
  });
}

// ---------------------------------------------------------------------------
// A lending library's catalogue
// ---------------------------------------------------------------------------

export interface Book {
  id: number;
  isbn: string;
  title: string;
  author: string;
  genre: string;
  published: number;
  pages: number;
  copies: number;
  onLoan: number;
  rating: number;
  lastBorrowed: Date;
}

const BOOKS = [
  { title: 'The Salt Road', author: 'Ines Carvalho', genre: 'Travel', pages: 312 },
  { title: 'Night Ferry to Bergen', author: 'Lars Ekdahl', genre: 'Mystery', pages: 288 },
  { title: 'A Field Guide to Lichens', author: 'Moira Blackwood', genre: 'Nature', pages: 224 },
  { title: 'Copper and Clay', author: 'Tomasz Wieczorek', genre: 'History', pages: 406 },
  { title: 'The Quiet Orchard', author: 'Hélène Marchand', genre: 'Fiction', pages: 254 },
  { title: 'Tides of the Adriatic', author: 'Marko Jurić', genre: 'Travel', pages: 198 },
  { title: 'Bread from Scratch', author: 'Agnes Whitfield', genre: 'Cooking', pages: 176 },
  { title: 'The Cartographer’s Daughter', author: 'Sofia Lindgren', genre: 'Fiction', pages: 372 },
  { title: 'Small Engines, Big Ideas', author: 'Dev Malhotra', genre: 'Science', pages: 240 },
  { title: 'Winter in Hokkaido', author: 'Yui Tanabe', genre: 'Travel', pages: 210 },
  { title: 'The Lighthouse Keepers', author: 'Fergus O’Neill', genre: 'History', pages: 330 },
  { title: 'Patterns in the Dark', author: 'Ada Okonkwo', genre: 'Science', pages: 292 },
] as const;

export function createBooks(count: number, seed = 11): Book[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const book = pickFrom(BOOKS, index);
    const copies = 1 + Math.floor(random() * 6);
    const edition = Math.floor(index / BOOKS.length);
    return {
      id: index + 1,
      isbn: `978-${String(1_000_000_000 + Math.floor(random() * 8_999_999_999)).slice(0, 10)}`,
      title: edition > 0 ? `${book.title} (edition ${edition + 1})` : book.title,
      author: book.author,
      genre: book.genre,
      published: 1978 + Math.floor(random() * 47),
      pages: book.pages,
      copies,
      onLoan: Math.floor(random() * (copies + 1)),
      rating: Math.round((2.5 + random() * 2.5) * 10) / 10,
      lastBorrowed: new Date(2025, Math.floor(random() * 6), 1 + Math.floor(random() * 28)),
    };
  });
}

// ---------------------------------------------------------------------------
// Invoices of a small design studio
// ---------------------------------------------------------------------------

export interface Invoice {
  id: number;
  number: string;
  client: string;
  issued: Date;
  hours: number;
  hourlyRate: number;
  expenses: number;
  vatRate: number;
  paid: boolean;
}

const CLIENTS = [
  'Harbourside Bakery',
  'Kestrel Cycles',
  'Müller & Söhne Tischlerei',
  'Blue Fern Dental Clinic',
  'Orchard Lane Primary School',
  'Atlas Removals',
  'Verde Garden Centre',
  'Northgate Physiotherapy',
] as const;

export function createInvoices(count: number, seed = 23): Invoice[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `INV-2025-${String(31 + index).padStart(4, '0')}`,
    client: pickFrom(CLIENTS, index),
    issued: new Date(2025, Math.floor(index / 3), 3 + Math.floor(random() * 24)),
    hours: 4 + Math.floor(random() * 60),
    hourlyRate: pickFrom([65, 75, 85, 95], Math.floor(random() * 4)),
    expenses: Math.round(random() * 420 * 100) / 100,
    vatRate: index % 5 === 3 ? 0.1 : 0.2,
    paid: random() > 0.35,
  }));
}

// ---------------------------------------------------------------------------
// Weather stations reporting hourly readings
// ---------------------------------------------------------------------------

export interface StationReading {
  id: string;
  station: string;
  region: string;
  elevation: number;
  temperature: number;
  humidity: number;
  windSpeed: number;
  pressure: number;
  rainfall: number;
  recordedAt: Date;
}

const STATIONS = [
  { name: 'Ben Lawers Ridge', region: 'Highlands', elevation: 1080 },
  { name: 'Glen Affric Lodge', region: 'Highlands', elevation: 260 },
  { name: 'Loch Fyne Pier', region: 'Argyll', elevation: 8 },
  { name: 'Cairngorm Plateau', region: 'Cairngorms', elevation: 1245 },
  { name: 'St Abbs Head', region: 'Borders', elevation: 68 },
  { name: 'Tiree Airfield', region: 'Hebrides', elevation: 12 },
  { name: 'Eskdalemuir', region: 'Borders', elevation: 236 },
  { name: 'Fair Isle', region: 'Shetland', elevation: 57 },
] as const;

export function createStationReadings(count: number, seed = 5): StationReading[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const station = pickFrom(STATIONS, index);
    const hour = Math.floor(index / STATIONS.length);
    return {
      id: `${station.name.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      station: station.name,
      region: station.region,
      elevation: station.elevation,
      temperature: Math.round((14 - station.elevation / 160 + random() * 6) * 10) / 10,
      humidity: Math.round(55 + random() * 40),
      windSpeed: Math.round((4 + random() * 18 + station.elevation / 90) * 10) / 10,
      pressure: Math.round(1012 - station.elevation / 8.5 + random() * 6),
      rainfall: Math.round(random() * random() * 60) / 10,
      recordedAt: new Date(2025, 8, 21, 6 + hour, 0),
    };
  });
}

// ---------------------------------------------------------------------------
// An invented amateur football league after 18 rounds
// ---------------------------------------------------------------------------

export interface TeamRecord {
  id: number;
  team: string;
  homeWon: number;
  homeDrawn: number;
  homeLost: number;
  awayWon: number;
  awayDrawn: number;
  awayLost: number;
  goalsFor: number;
  goalsAgainst: number;
}

const TEAMS = [
  'Riverside Rovers',
  'Millbrook Athletic',
  'Kingsgate Wanderers',
  'Ashford Vale',
  'Harbour Town',
  'Oakfield United',
  'Lowmoor Celtic',
  'Stonebridge FC',
] as const;

/** Splits a number of games into won, drawn and lost with the generator. */
function splitGames(games: number, random: () => number): [number, number, number] {
  const won = Math.floor(random() * (games + 1));
  const drawn = Math.floor(random() * (games - won + 1));
  return [won, drawn, games - won - drawn];
}

export function createLeague(seed = 3): TeamRecord[] {
  const random = seededRandom(seed);
  return TEAMS.map((team, index) => {
    const [homeWon, homeDrawn, homeLost] = splitGames(9, random);
    const [awayWon, awayDrawn, awayLost] = splitGames(9, random);
    const goalsFor = (homeWon + awayWon) * 2 + homeDrawn + awayDrawn + Math.floor(random() * 6);
    return {
      id: index + 1,
      team,
      homeWon,
      homeDrawn,
      homeLost,
      awayWon,
      awayDrawn,
      awayLost,
      goalsFor,
      goalsAgainst: (homeLost + awayLost) * 2 + homeDrawn + awayDrawn + Math.floor(random() * 6),
    };
  });
}

export function leaguePoints(record: TeamRecord): number {
  return (record.homeWon + record.awayWon) * 3 + record.homeDrawn + record.awayDrawn;
}
