/** Invented quarterly sales of a garden-furniture wholesaler, in thousands of euros. */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export type RegionSales = {
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
};

export const salesByRegion: RegionSales[] = [
  { region: 'Nordics', q1: 182, q2: 264, q3: 241, q4: 128 },
  { region: 'Benelux', q1: 236, q2: 318, q3: 297, q4: 174 },
  { region: 'Iberia', q1: 211, q2: 342, q3: 356, q4: 189 },
  { region: 'Central Europe', q1: 268, q2: 391, q3: 372, q4: 215 },
  { region: 'British Isles', q1: 174, q2: 259, q3: 266, q4: 151 },
];

export function formatThousandEuros(value: number | null): string {
  return value === null ? '' : `€${value.toLocaleString('en-US')}k`;
}
