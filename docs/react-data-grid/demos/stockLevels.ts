/** Shared data of the stock level demos: invented shelves of a small hardware shop. */
export type StockLevel = 'in stock' | 'low' | 'sold out';

export interface ShelfItem {
  id: number;
  item: string;
  aisle: string;
  units: number;
}

export const shelfItems: ShelfItem[] = [
  { id: 1, item: 'Brass hinges (pair)', aisle: 'A3', units: 140 },
  { id: 2, item: 'Wood glue 250 ml', aisle: 'B1', units: 12 },
  { id: 3, item: 'Cordless drill 18 V', aisle: 'C4', units: 0 },
  { id: 4, item: 'Masking tape 25 mm', aisle: 'B2', units: 64 },
  { id: 5, item: 'Sandpaper P120 (10)', aisle: 'B1', units: 7 },
  { id: 6, item: 'Hex key set', aisle: 'A1', units: 31 },
];

export function stockLevel(units: number): StockLevel {
  if (units === 0) return 'sold out';
  return units < 20 ? 'low' : 'in stock';
}
