/** Shared data of the custom subcomponents demos: invoices of an invented print shop. */
export interface Invoice {
  id: string;
  client: string;
  project: string;
  issued: Date;
  amount: number;
  paid: boolean;
}

const CLIENTS = [
  'Harbour Bakery',
  'Linden Dental Clinic',
  'Kestrel Cycling Club',
  'Brightwater School',
  'Maple & Finch Law',
  'Ostrava Jazz Festival',
];
const PROJECTS = ['Menu cards', 'Appointment reminders', 'Race posters', 'Yearbook', 'Letterheads', 'Programme booklets'];

export const invoices: Invoice[] = Array.from({ length: 42 }, (_, index) => ({
  id: `INV-2025-${String(index + 101).padStart(4, '0')}`,
  client: CLIENTS[(index * 5) % CLIENTS.length] ?? '',
  project: PROJECTS[(index * 5) % PROJECTS.length] ?? '',
  issued: new Date(Date.UTC(2025, Math.floor(index / 4), 1 + ((index * 9) % 27))),
  amount: Math.round((180 + ((index * 7919) % 2600)) * 100) / 100,
  paid: index % 3 !== 0,
}));

export const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
