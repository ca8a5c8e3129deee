/** Shared rows of the pivoting demos: monthly sales lines of a small chain of bookshops. */
import type { GridColDef } from '@mui/x-data-grid-premium';

export interface SalesLine {
  id: number;
  shop: string;
  region: string;
  category: string;
  format: string;
  soldOn: Date;
  units: number;
  revenue: number;
}

const SHOPS = [
  { shop: 'Leeds Corn Exchange', region: 'North' },
  { shop: 'York Minster Yard', region: 'North' },
  { shop: 'Bristol Harbourside', region: 'South' },
  { shop: 'Brighton Lanes', region: 'South' },
];
const CATEGORIES = ['Fiction', 'Children', 'Travel', 'Cookery'];
const FORMATS = [
  { format: 'Hardback', price: 18.99 },
  { format: 'Paperback', price: 9.99 },
  { format: 'E-book', price: 6.49 },
];

/** Values derived from the index; dates sit mid-month at noon UTC so every time zone sees the same month. */
export const salesLines: SalesLine[] = Array.from({ length: 96 }, (_, index) => {
  const place = SHOPS[index % SHOPS.length] ?? { shop: 'Leeds Corn Exchange', region: 'North' };
  const format = FORMATS[Math.floor(index / 4) % FORMATS.length] ?? { format: 'Paperback', price: 9.99 };
  const units = 12 + ((index * 37) % 80);
  return {
    id: index + 1,
    shop: place.shop,
    region: place.region,
    category: CATEGORIES[Math.floor(index / 12) % CATEGORIES.length] ?? 'Fiction',
    format: format.format,
    soldOn: new Date(Date.UTC(2025, (index * 5) % 12, 15, 12)),
    units,
    revenue: Math.round(units * format.price * 100) / 100,
  };
});

const pounds = (value: number | null) =>
  value == null ? '' : `£${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

export const salesColumns: GridColDef<SalesLine>[] = [
  { field: 'shop', headerName: 'Shop', width: 180 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'format', headerName: 'Format', width: 110 },
  { field: 'soldOn', headerName: 'Sold', type: 'date', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => pounds(value),
  },
];
