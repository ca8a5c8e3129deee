/** Shared rows of the export demos: outbound parcels of a regional distribution centre. */
import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  tracking: string;
  recipient: string;
  city: string;
  weightKg: number;
  shippedOn: Date;
  carrier: string;
  internalNote: string;
}

const RECIPIENTS = [
  'Nordlicht Optik',
  'Casa Verde Florist',
  'Atelier Baptiste',
  'Kowalski Tools',
  'Blue Fern Yoga',
];
const CITIES = ['Hamburg', 'Valencia', 'Lyon', 'Kraków', 'Utrecht', 'Graz'];
const CARRIERS = ['DHL', 'GLS', 'DPD'];

/** Values derived from the index, so the server render and the browser render match. */
export const shipments: Shipment[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  tracking: `PX${String(740_112 + index * 389).padStart(8, '0')}`,
  recipient: RECIPIENTS[index % RECIPIENTS.length] ?? 'Nordlicht Optik',
  city: CITIES[(index * 5) % CITIES.length] ?? 'Hamburg',
  weightKg: Math.round((0.4 + ((index * 29) % 180) / 10) * 10) / 10,
  shippedOn: new Date(Date.UTC(2025, 8, 1 + (index % 12))),
  carrier: CARRIERS[index % CARRIERS.length] ?? 'DHL',
  internalNote: index % 3 === 0 ? 'Fragile: glass' : 'Standard',
}));

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 140 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'carrier', headerName: 'Carrier', width: 90 },
  // Staff-only information: visible in the grid, never exported.
  { field: 'internalNote', headerName: 'Internal note', width: 140, disableExport: true },
];
