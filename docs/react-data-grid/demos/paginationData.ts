/** Invoices of a design studio: shared rows of the pagination demos. */
export type InvoiceStatus = 'Paid' | 'Sent' | 'Overdue' | 'Draft';

export interface Invoice {
  id: number;
  number: string;
  client: string;
  issued: Date;
  amount: number;
  status: InvoiceStatus;
}

const CLIENTS = [
  'Alder Architects',
  'Bluefin Seafood',
  'Corvid Games',
  'Dunmore Estates',
  'Eastlake Rowing Club',
  'Fable Bakery',
  'Greyhound Cycles',
  'Halden Opera',
];
const STATUSES: InvoiceStatus[] = ['Paid', 'Paid', 'Sent', 'Overdue', 'Paid', 'Draft'];

export function createInvoices(count: number): Invoice[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `INV-2025-${String(index + 1).padStart(4, '0')}`,
    client: CLIENTS[(index * 3) % CLIENTS.length] ?? 'Fable Bakery',
    issued: new Date(Date.UTC(2025, Math.floor(index / 12) % 12, 1 + ((index * 5) % 28))),
    amount: 180 + ((index * 397) % 5200),
    status: STATUSES[(index * 7) % STATUSES.length] ?? 'Paid',
  }));
}

export const euro = (value: number) => `€${value.toLocaleString('en-GB')}`;
