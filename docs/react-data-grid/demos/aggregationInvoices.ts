/** Shared rows of the aggregation demos: invoices of a wholesale coffee roaster. */
export interface Invoice {
  id: number;
  number: string;
  client: string;
  region: string;
  product: string;
  quantityKg: number;
  pricePerKg: number;
  amount: number;
  issued: Date;
  paid: boolean;
}

const CLIENTS = [
  { name: 'Café Aurora', region: 'North' },
  { name: 'Bean Street Deli', region: 'North' },
  { name: 'Hotel Miramar', region: 'Coast' },
  { name: 'Harbour Bakery', region: 'Coast' },
  { name: 'Campus Kitchen', region: 'Inland' },
  { name: 'Oakridge Office Park', region: 'Inland' },
];
const PRODUCTS = [
  { name: 'Espresso blend', price: 21.5 },
  { name: 'Ethiopia Guji', price: 28 },
  { name: 'Decaf Colombia', price: 24.75 },
  { name: 'House filter', price: 17.9 },
];

/** Values derived from the index, so the server render and the browser render match. */
export const invoices: Invoice[] = Array.from({ length: 30 }, (_, index) => {
  const client = CLIENTS[(index * 5) % CLIENTS.length] ?? { name: 'Café Aurora', region: 'North' };
  const product = PRODUCTS[index % PRODUCTS.length] ?? { name: 'Espresso blend', price: 21.5 };
  const quantityKg = 5 + ((index * 17) % 60);
  return {
    id: index + 1,
    number: `INV-2025-${String(301 + index).padStart(4, '0')}`,
    client: client.name,
    region: client.region,
    product: product.name,
    quantityKg,
    pricePerKg: product.price,
    amount: Math.round(quantityKg * product.price * 100) / 100,
    issued: new Date(Date.UTC(2025, 2 + (index % 3), 1 + ((index * 7) % 28))),
    paid: index % 5 !== 2,
  };
});

export const euro = (value: number | null | undefined) =>
  value == null
    ? ''
    : `€${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
