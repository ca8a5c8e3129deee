/** Open support tickets of a software vendor: shared rows of the multi-filter and header filter demos. */
export type Priority = 'Low' | 'Normal' | 'High' | 'Urgent';

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: Priority;
  agent: string;
  hoursOpen: number;
  opened: Date;
  escalated: boolean;
}

export const PRIORITIES: Priority[] = ['Low', 'Normal', 'High', 'Urgent'];
export const AGENTS = ['Noor', 'Mateus', 'Sigrid', 'Tadeusz', 'Yuki'];
const CUSTOMERS = [
  'Brightwater Utilities',
  'Kestrel Freight',
  'Marisol Hotels',
  'Northgate Clinic',
  'Pine & Co',
  'Vela Labs',
];
const SUBJECTS = [
  'Invoice export times out',
  'Cannot reset password',
  'Sync stuck at 99 %',
  'Duplicate shipment labels',
  'Report shows last month',
  'SSO login loop',
  'Mobile app crashes on start',
  'Wrong VAT rate on quotes',
  'Webhook retries flood endpoint',
  'Calendar import skips events',
];

export const tickets: Ticket[] = Array.from({ length: 36 }, (_, index) => ({
  id: 5200 + index,
  subject: SUBJECTS[(index * 3) % SUBJECTS.length] ?? 'Cannot reset password',
  customer: CUSTOMERS[(index * 5) % CUSTOMERS.length] ?? 'Vela Labs',
  priority: PRIORITIES[(index * 7) % PRIORITIES.length] ?? 'Normal',
  agent: AGENTS[index % AGENTS.length] ?? 'Noor',
  hoursOpen: 1 + ((index * 29) % 160),
  opened: new Date(Date.UTC(2025, 8, 1 + (index % 28), 8 + (index % 9))),
  escalated: index % 5 === 2,
}));
