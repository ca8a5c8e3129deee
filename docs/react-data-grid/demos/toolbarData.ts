/** Shared data of the toolbar demos: room bookings at an invented community centre. */
export interface Booking {
  id: number;
  room: string;
  organiser: string;
  activity: string;
  date: Date;
  attendees: number;
}

const ROOMS = ['Hall', 'Studio 1', 'Studio 2', 'Kitchen', 'Garden room'];
const ORGANISERS = ['Chess club', 'Yoga for seniors', 'Repair café', 'Choir', 'Language exchange', 'Toddler group'];
const ACTIVITIES = ['Weekly meeting', 'Workshop', 'Rehearsal', 'Open session', 'Tournament'];

export const bookings: Booking[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  room: ROOMS[index % ROOMS.length] ?? '',
  organiser: ORGANISERS[(index * 7) % ORGANISERS.length] ?? '',
  activity: ACTIVITIES[(index * 3) % ACTIVITIES.length] ?? '',
  date: new Date(Date.UTC(2025, 8, 1 + Math.floor(index / 2))),
  attendees: 6 + ((index * 13) % 45),
}));
