/** Shared data of the API object, events and state demos: pick orders in an invented distribution centre. */
export interface PickOrder {
  id: number;
  order: string;
  customer: string;
  zone: 'Ambient' | 'Chilled' | 'Frozen' | 'Bulky';
  lines: number;
  weightKg: number;
  priority: 'Express' | 'Standard';
  due: Date;
}

const CUSTOMERS = [
  'Greenleaf Grocers',
  'Atlas Pharmacy',
  'Nordic Outdoor',
  'Casa Verde Deli',
  'Pixel Toys',
  'Bayside Hardware',
  'Lumen Books',
  'Aurora Pet Supplies',
];
const ZONES: PickOrder['zone'][] = ['Ambient', 'Chilled', 'Ambient', 'Frozen', 'Bulky'];

/** Deterministic pseudo-random numbers, so the server and the browser render the same rows. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

export function createPickOrders(count: number, seed = 7): PickOrder[] {
  const next = sequence(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    order: `PO-${String(58_200 + index * 3).padStart(6, '0')}`,
    customer: CUSTOMERS[Math.floor(next() * CUSTOMERS.length)] ?? '',
    zone: ZONES[Math.floor(next() * ZONES.length)] ?? 'Ambient',
    lines: 1 + Math.floor(next() * 24),
    weightKg: Math.round(next() * 3800) / 10,
    priority: next() < 0.3 ? 'Express' : 'Standard',
    due: new Date(Date.UTC(2025, 9, 6, 6 + Math.floor(index / 6), (index * 10) % 60)),
  }));
}

export const pickOrders = createPickOrders(40);
