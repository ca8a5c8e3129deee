/**
 * Invented quarterly sales of a bicycle maker per region, in thousands of
 * euros (k€). Shared by several demos of the charts guide.
 */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export const salesByRegion = [
  { region: 'Nordics', q1: 182, q2: 264, q3: 291, q4: 148 },
  { region: 'Benelux', q1: 231, q2: 318, q3: 342, q4: 205 },
  { region: 'Iberia', q1: 144, q2: 201, q3: 237, q4: 129 },
  { region: 'Alpine', q1: 117, q2: 196, q3: 224, q4: 98 },
];

export function formatKiloEuros(value: number | null): string {
  return value === null ? '' : `€${value}k`;
}
