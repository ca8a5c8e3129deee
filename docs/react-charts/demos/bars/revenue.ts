/** Invented monthly revenue of a small online bookshop, in thousands of euros. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
export const revenue = { print: [42, 38, 51, 47, 55, 61], ebooks: [18, 21, 19, 26, 24, 29] };

export const halfYearTotal = [...revenue.print, ...revenue.ebooks].reduce((sum, value) => sum + value, 0);

export function formatThousands(value: number | null): string {
  return value === null ? '' : `€${value}k`;
}
